import { lookup } from '@adconsole/i18n/resources';
import { describe, expect, it } from 'vitest';
import { checkChangePassword } from './password-form';

describe('change password form', () => {
  it('passes the old password and a new one typed twice by the rule', () => {
    expect(
      checkChangePassword({ oldPassword: 'x', password: 'Abc123', confirmPassword: 'Abc123' }, 'en', lookup),
    ).toEqual({});
  });

  it('is case-sensitive: a repeat differing in case does not match', () => {
    expect(
      checkChangePassword({ oldPassword: 'x', password: 'Abc123', confirmPassword: 'abc123' }, 'en', lookup),
    ).toEqual({
      confirmPassword: 'New password does not match',
    });
  });

  it('asks for the old password and keeps the rule (no symbols, at most 20)', () => {
    expect(
      checkChangePassword({ oldPassword: '', password: 'abc-123', confirmPassword: 'abc-123' }, 'cn', lookup),
    ).toEqual({ oldPassword: '此项为必填项', password: '密码须为 6 至 20 位字母或数字' });
    expect(
      checkChangePassword(
        { oldPassword: 'x', password: 'a'.repeat(21), confirmPassword: 'a'.repeat(21) },
        'en',
        lookup,
      ),
    ).toEqual({ password: 'The password must be 6 to 20 letters or digits' });
  });
});
