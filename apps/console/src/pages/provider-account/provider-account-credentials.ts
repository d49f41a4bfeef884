import {
  BaiduCredentials,
  ProviderAccountSaveRequest,
  type ManagedProviderAccount,
  type ProviderChannel,
  type ProviderName,
} from '@adconsole/api-client/contract';

/** How a Baidu account signs in: its access token, or the OAuth set the server exchanges for one. */
export const signIns = ['accessToken', 'oauth'] as const;
export type SignIn = (typeof signIns)[number];

/** The credential fields as typed, each blank until filled. */
export interface CredentialFields {
  userName: string;
  /** The numeric id of the user who authorised the app (OAuth): typed as text, sent as a number. */
  userId: string;
  accessToken: string;
  appId: string;
  secretKey: string;
  refreshToken: string;
  /** The client account an agency account acts for; optional. */
  target: string;
}

export const blankCredentials: CredentialFields = {
  userName: '',
  userId: '',
  accessToken: '',
  appId: '',
  secretKey: '',
  refreshToken: '',
  target: '',
};

/** The fields each sign-in shows and sends, in the order the dialog shows them. */
export const signInFields = {
  accessToken: ['userName', 'accessToken', 'target'],
  oauth: ['userName', 'userId', 'appId', 'secretKey', 'refreshToken', 'target'],
} as const satisfies Record<SignIn, readonly (keyof CredentialFields)[]>;

/** The fields whose value is a secret: typed in a password input, never shown back. */
export const secretFields: ReadonlySet<keyof CredentialFields> = new Set([
  'accessToken',
  'secretKey',
  'refreshToken',
]);

const [accessTokenCredentials, oauthCredentials] = BaiduCredentials.options;

/**
 * The save call's schema with the credentials of one sign-in (docs/baidu-provider.md): the
 * contract's own rules, checked against the chosen sign-in alone so that each missing field is named, rather
 * than the union's "matches no sign-in".
 */
export function providerAccountSchema(signIn: SignIn) {
  return ProviderAccountSaveRequest.extend({
    credentials: (signIn === 'oauth' ? oauthCredentials : accessTokenCredentials).optional(),
  });
}

/** The provider account dialog's values. */
export interface ProviderAccountForm {
  accountNo: string;
  channel: ProviderChannel;
  companyId: number | null;
  provider: ProviderName;
  signIn: SignIn;
  credentials: CredentialFields;
}

/** Whether the server holds the account's Baidu credentials (it never answers them, only that it has them). */
export function storesCredentials(account?: ManagedProviderAccount) {
  return account?.provider === 'baidu' && account.hasCredentials;
}

/**
 * The credentials a save sends: none for the sandbox or when the stored ones stay; otherwise the chosen
 * sign-in's fields, trimmed (a pasted token's stray space would only be refused by the provider), and the
 * target only when one is given.
 */
function credentialsOf(form: ProviderAccountForm, account?: ManagedProviderAccount) {
  if (form.provider !== 'baidu') return undefined;
  const typed = signInFields[form.signIn].map((field) => [field, form.credentials[field].trim()] as const);
  // Every field left empty keeps the stored credentials; one filled replaces them all.
  if (storesCredentials(account) && typed.every(([, value]) => value === '')) return undefined;
  return Object.fromEntries(
    typed
      .filter(([field, value]) => field !== 'target' || value !== '')
      .map(([field, value]) => [field, field === 'userId' ? userIdOf(value) : value]),
  );
}

/**
 * The user id as the contract takes it: a number when the text is all digits; otherwise the text itself,
 * which the contract refuses on the field (and an empty one is "required"), so the user is told where.
 */
const userIdOf = (text: string): number | string | undefined =>
  text === '' ? undefined : /^\d{1,16}$/.test(text) ? Number(text) : text;

/** The body of the save call for the dialog's values: a new account (no account given) or a change of one. */
export function providerAccountBody(form: ProviderAccountForm, account?: ManagedProviderAccount) {
  return {
    id: account?.id,
    accountNo: form.accountNo,
    channel: form.channel,
    companyId: form.companyId,
    provider: form.provider,
    credentials: credentialsOf(form, account),
  };
}
