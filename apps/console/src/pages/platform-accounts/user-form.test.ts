import { lookup } from '@adconsole/i18n/resources';
import { describe, expect, it } from 'vitest';
import { checkUserForm, emptyUser } from './user-form';

describe('user form', () => {
  it('gives a new user with the initial password as typed (hashed when sent)', () => {
    const check = checkUserForm(
      {
        ...emptyUser,
        userName: ' v1 ',
        password: 'abc123',
        confirmPassword: 'abc123',
        roles: ['viewer'],
        accountIds: [3],
      },
      'en',
      lookup,
    );
    expect(check).toEqual({
      ok: true,
      user: { userName: 'v1', password: 'abc123', roles: ['viewer'], accountIds: [3], email: '' },
    });
  });

  it('refuses a password against the rule and a repeat that differs', () => {
    expect(
      checkUserForm({ ...emptyUser, userName: 'v1', password: 'abc', confirmPassword: 'abc' }, 'en', lookup),
    ).toEqual({
      ok: false,
      errors: { password: 'The password must be 6 to 20 letters or digits' },
    });
    expect(
      checkUserForm(
        { ...emptyUser, userName: 'v1', password: 'abc123', confirmPassword: 'abc124', roles: ['edit'] },
        'en',
        lookup,
      ),
    ).toEqual({ ok: false, errors: { confirmPassword: 'New password does not match' } });
  });

  it('takes a user with no role, whom the server gives edit', () => {
    expect(
      checkUserForm(
        { ...emptyUser, userName: 'v1', password: 'abc123', confirmPassword: 'abc123' },
        'en',
        lookup,
      ),
    ).toEqual({
      ok: true,
      user: { userName: 'v1', password: 'abc123', roles: [], accountIds: [], email: '' },
    });
  });

  it('changes a user without a password', () => {
    expect(checkUserForm({ ...emptyUser, userName: 'v1', roles: ['edit'] }, 'cn', lookup, 7)).toEqual({
      ok: true,
      user: { id: 7, userName: 'v1', roles: ['edit'], accountIds: [], email: '' },
    });
  });

  it('sends the e-mail address trimmed, empty to remove it, and refuses one that is not an address', () => {
    expect(
      checkUserForm({ ...emptyUser, userName: 'v1', email: ' li.na@example.com ' }, 'en', lookup, 7),
    ).toEqual({
      ok: true,
      user: { id: 7, userName: 'v1', roles: [], accountIds: [], email: 'li.na@example.com' },
    });
    expect(checkUserForm({ ...emptyUser, userName: 'v1', email: '  ' }, 'en', lookup, 7)).toEqual({
      ok: true,
      user: { id: 7, userName: 'v1', roles: [], accountIds: [], email: '' },
    });
    expect(checkUserForm({ ...emptyUser, userName: 'v1', email: 'li.na@' }, 'cn', lookup, 7)).toEqual({
      ok: false,
      errors: { email: '请输入邮箱地址，例如 name@example.com' },
    });
  });
});
