import * as z from 'zod/mini';
import { defineEndpoint, selfServiceWrite } from './endpoint';
import { NewPassword, PasswordHash } from './password';
import { RouteItem } from './routes';
import { EmailAddress } from './email-address';
import { NoData } from './text-rules';

export const AccountRef = z.object({ accountId: z.int(), accountNo: z.string() });
export type AccountRef = z.infer<typeof AccountRef>;

/**
 * One of the user's accounts with the provider serving it (`sandbox` or `baidu`): the console says on a report
 * page when that provider offers no report for the section (docs/baidu-provider.md#baidu-reports).
 */
export const UserAccount = z.extend(AccountRef, { provider: z.string() });
export type UserAccount = z.infer<typeof UserAccount>;

/** Language ids (docs/requirements.md#languages): 1 cn, 2 en, 3 tw. */
export const LanguageId = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/**
 * User data (docs/requirements.md#users-roles-and-permissions); roles default to `["edit"]` when the user has
 * none, the admin holds `*:*:*`.
 */
export const UserInfo = z.object({
  /** The user's id: a scheduled report names its console recipients by id (docs/requirements.md#scheduled-reports). */
  userId: z.optional(z.int()),
  userName: z.string(),
  avatar: z.string(),
  introduction: z.string(),
  roles: z.array(z.string()).check(z.minLength(1)),
  language: LanguageId,
  /** Where the user's notifications are mailed (docs/requirements.md#notification-channels); none if not given. */
  email: z.optional(z.string()),
  /**
   * Whether `email` was confirmed through the link mailed to it: until then it counts as an address outside
   * the console's users (docs/requirements.md#confirmed-e-mail-addresses).
   */
  emailConfirmed: z.optional(z.boolean()),
  accounts: z.array(UserAccount),
  permissions: z.array(z.string()),
});
export type UserInfo = z.infer<typeof UserInfo>;

/** The permission that passes every check (docs/requirements.md#users-roles-and-permissions). */
export const allPermissions = '*:*:*';

/**
 * A check passes with `*:*:*` or any one of the listed permissions
 * (docs/requirements.md#users-roles-and-permissions).
 */
export function hasPermission(held: readonly string[], wanted: readonly string[]): boolean {
  return held.includes(allPermissions) || wanted.some((p) => held.includes(p));
}

/**
 * An administrator holds `*:*:*` or any permission of administration (`system:…`): the server's audit and the
 * sharing of a calculated metric (docs/requirements.md#calculated-columns) ask this, and so does the console.
 */
export const isAdministrator = (user: { permissions: readonly string[] }) =>
  user.permissions.some((permission) => permission === allPermissions || permission.startsWith('system:'));

/**
 * Changing the password: the old one travels hashed like at login; the new one travels as typed, once,
 * so the server can enforce the password rule itself (docs/requirements.md#login-and-sessions); it stores
 * only the slow hash of its SHA-256.
 */
export const ChangePasswordRequest = z
  .object({
    oldPwd: PasswordHash,
    newPassword: NewPassword,
    confirmPassword: z.string().check(z.minLength(1)),
  })
  .check(
    z.refine((input) => input.newPassword === input.confirmPassword, {
      message: 'validation.passwordMismatch',
      path: ['confirmPassword'],
    }),
  );
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

export const LanguageSetting = z.object({ language: LanguageId });

/** The user's own e-mail address; an empty one removes it. */
export const EmailSetting = z.object({ email: z.union([EmailAddress, z.literal('')]) });

/** What saving an address did: whether a confirmation link was mailed to it. */
export const EmailSetResult = z.object({ confirmationSent: z.boolean() });

/** The token of a confirmation link, as mailed (43 characters of base64url). */
export const EmailConfirmation = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) });

/** What a confirmation confirmed. */
export const EmailConfirmed = z.object({ email: z.string() });

const Empty = z.object({});

export const userEndpoints = {
  getUserInfo: defineEndpoint({
    method: 'GET',
    path: '/user/getUserInfo',
    request: Empty,
    response: UserInfo,
    accountScoped: false,
    summary: 'The logged-in user: name, roles, language, provider accounts, permissions.',
  }),
  getRouters: defineEndpoint({
    method: 'POST',
    path: '/user/getRouters',
    request: Empty,
    response: z.array(RouteItem),
    accountScoped: false,
    summary:
      "The route list of the user's role (docs/requirements.md#layout-and-navigation), hidden routes marked.",
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/user/changePassword',
    ...selfServiceWrite,
    request: ChangePasswordRequest,
    response: NoData,
    accountScoped: false,
    summary: "Changes the user's password (910001 when the old one is wrong); other sessions end.",
  }),
  setLanguage: defineEndpoint({
    method: 'POST',
    path: '/user/setLanguage',
    ...selfServiceWrite,
    request: LanguageSetting,
    response: NoData,
    accountScoped: false,
    summary: "Saves the user's language (1 cn, 2 en, 3 tw); server messages follow it.",
  }),
  setEmail: defineEndpoint({
    method: 'POST',
    path: '/user/setEmail',
    ...selfServiceWrite,
    request: EmailSetting,
    response: EmailSetResult,
    accountScoped: false,
    summary:
      "Saves the user's e-mail address, unconfirmed, and mails a confirmation link to it (again when it is the same).",
  }),
  confirmEmail: defineEndpoint({
    method: 'POST',
    path: '/user/confirmEmail',
    ...selfServiceWrite,
    request: EmailConfirmation,
    response: EmailConfirmed,
    accountScoped: false,
    localized: true,
    summary:
      "Confirms the user's e-mail address with the token of the link mailed to it: once, before it expires, by the user who set it.",
  }),
};
