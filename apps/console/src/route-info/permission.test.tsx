import { endpoints, type Endpoint } from '@adconsole/api-client/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccessContext } from './access';
import { testUser as user } from '../lib/testing/fixtures';
import { CanCall } from './permission';

function renderFor(permissions: string[], endpoint: Endpoint = endpoints.searchKeywordExport) {
  return render(
    <AccessContext.Provider value={{ user: user(permissions), routes: [] }}>
      <CanCall endpoint={endpoint} fallback={<span>no access</span>}>
        <button type="button">Export</button>
      </CanCall>
    </AccessContext.Provider>,
  );
}

describe('CanCall', () => {
  it('shows its children to a user holding the permission the call declares', () => {
    renderFor(['report:list', 'report:export']);
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('shows them to a user holding *:*:*', () => {
    renderFor(['*:*:*'], endpoints.customerSave);
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('shows them to every user when the call names no permission', () => {
    renderFor([], endpoints.messageList);
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('shows the fallback to a user without the permission', () => {
    renderFor(['report:list', 'system:cost:export']);
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    expect(screen.getByText('no access')).toBeInTheDocument();
  });
});
