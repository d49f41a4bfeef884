import type { UserInfo } from '@adconsole/api-client/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccessContext } from './access';
import { Permission } from './permission';

const user = (permissions: string[]): UserInfo => ({
  userName: 'demo',
  avatar: '',
  introduction: '',
  roles: ['edit'],
  language: 2,
  accounts: [],
  permissions,
});

function renderFor(permissions: string[], anyOf: string[]) {
  return render(
    <AccessContext.Provider value={{ user: user(permissions), routes: [] }}>
      <Permission anyOf={anyOf} fallback={<span>no access</span>}>
        <button type="button">Export</button>
      </Permission>
    </AccessContext.Provider>,
  );
}

describe('Permission', () => {
  it('shows its children to a user holding any one of the permissions', () => {
    renderFor(['report:list', 'report:export'], ['draft:upload', 'report:export']);
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('shows them to a user holding *:*:*', () => {
    renderFor(['*:*:*'], ['customer:edit']);
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('shows the fallback to a user holding none of them', () => {
    renderFor(['report:list'], ['report:export']);
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    expect(screen.getByText('no access')).toBeInTheDocument();
  });
});
