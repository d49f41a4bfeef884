import { lookup } from '@adconsole/i18n/resources';
import type { ManagedProviderAccount } from '@adconsole/api-client/contract';
import { describe, expect, it } from 'vitest';
import { checkForm } from '../../lib/save-form';
import {
  blankCredentials,
  providerAccountBody,
  providerAccountSchema,
  type ProviderAccountForm,
} from './provider-account-credentials';

const sandboxForm: ProviderAccountForm = {
  accountNo: 'bd-2001',
  channel: 'search',
  companyId: 4,
  provider: 'sandbox',
  signIn: 'accessToken',
  credentials: blankCredentials,
};

const baiduForm: ProviderAccountForm = {
  ...sandboxForm,
  provider: 'baidu',
  credentials: {
    userName: ' acme-sem ',
    userId: '',
    accessToken: 'tok-123 ',
    appId: 'typed before switching to access token',
    secretKey: '',
    refreshToken: '',
    target: '',
  },
};

const storedAccount: ManagedProviderAccount = {
  id: 12,
  accountNo: 'bd-2001',
  channel: 'search',
  provider: 'baidu',
  hasCredentials: true,
  syncedThrough: '2026-11-21',
  syncError: null,
  reports: [],
  companyId: 4,
  companyName: 'Acme Shanghai',
  customerName: 'Acme',
  balance: 1520.5,
  users: [],
  createdTime: '2026-11-20 10:00:00',
};

/** The dialog's check of its values, as it runs before sending. */
const check = (form: ProviderAccountForm, account?: ManagedProviderAccount, language = 'en') =>
  checkForm(providerAccountSchema(form.signIn), providerAccountBody(form, account), language, lookup);

/** The account's own fields of a Baidu account's request, as `baiduForm` fills them. */
const baiduRequest = { accountNo: 'bd-2001', channel: 'search', companyId: 4, provider: 'baidu' } as const;

describe('the provider account dialog', () => {
  it('sends a sandbox account without credentials, whatever was typed in them', () => {
    expect(check({ ...sandboxForm, credentials: baiduForm.credentials })).toEqual({
      ok: true,
      request: { accountNo: 'bd-2001', channel: 'search', companyId: 4, provider: 'sandbox' },
    });
  });

  it("sends a new Baidu account's access token sign-in alone, trimmed, without an empty target", () => {
    expect(check(baiduForm)).toEqual({
      ok: true,
      request: {
        ...baiduRequest,
        credentials: { userName: 'acme-sem', accessToken: 'tok-123' },
      },
    });
  });

  it('sends the OAuth set with the target of an agency account', () => {
    const oauth: ProviderAccountForm = {
      ...baiduForm,
      signIn: 'oauth',
      credentials: {
        userName: 'agency-sem',
        userId: ' 46221343 ',
        accessToken: 'typed before switching to OAuth',
        appId: 'app-77',
        secretKey: 's3cret',
        refreshToken: 'refresh-9',
        target: 'client-sem',
      },
    };
    expect(check(oauth)).toEqual({
      ok: true,
      request: {
        ...baiduRequest,
        credentials: {
          userName: 'agency-sem',
          userId: 46_221_343,
          appId: 'app-77',
          secretKey: 's3cret',
          refreshToken: 'refresh-9',
          target: 'client-sem',
        },
      },
    });
  });

  it('names each missing credential of a new Baidu account on its field, in the console language', () => {
    expect(check({ ...baiduForm, signIn: 'oauth', credentials: blankCredentials }, undefined, 'cn')).toEqual({
      ok: false,
      errors: {
        'credentials.userName': '此项为必填项',
        'credentials.userId': '此项为必填项',
        'credentials.appId': '此项为必填项',
        'credentials.secretKey': '此项为必填项',
        'credentials.refreshToken': '此项为必填项',
      },
    });
    expect(check({ ...baiduForm, credentials: { ...blankCredentials, userName: 'acme-sem' } })).toEqual({
      ok: false,
      errors: { 'credentials.accessToken': 'This field is required' },
    });
  });

  it('refuses an OAuth user id that is not a number on its field', () => {
    const typed: ProviderAccountForm = {
      ...baiduForm,
      signIn: 'oauth',
      credentials: {
        ...blankCredentials,
        userName: 'agency-sem',
        userId: 'agency-sem',
        appId: 'app-77',
        secretKey: 's3cret',
        refreshToken: 'refresh-9',
      },
    };
    const result = check(typed);
    expect(result.ok).toBe(false);
    expect(Object.keys((result as { errors: Record<string, string> }).errors)).toEqual([
      'credentials.userId',
    ]);
  });

  it('keeps the stored credentials of an edited Baidu account whose fields stay empty', () => {
    expect(
      check({ ...baiduForm, accountNo: 'bd-2002', credentials: blankCredentials }, storedAccount),
    ).toEqual({
      ok: true,
      request: { id: 12, accountNo: 'bd-2002', channel: 'search', companyId: 4, provider: 'baidu' },
    });
  });

  it('replaces the stored credentials once one field is filled, and asks for the rest', () => {
    expect(
      check({ ...baiduForm, credentials: { ...blankCredentials, target: 'client-sem' } }, storedAccount),
    ).toEqual({
      ok: false,
      errors: {
        'credentials.userName': 'This field is required',
        'credentials.accessToken': 'This field is required',
      },
    });
    expect(check(baiduForm, storedAccount)).toEqual({
      ok: true,
      request: {
        id: 12,
        ...baiduRequest,
        credentials: { userName: 'acme-sem', accessToken: 'tok-123' },
      },
    });
  });
});
