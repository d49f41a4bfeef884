/** The console's users (platform accounts) (docs/requirements.md#users-roles-and-permissions). */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { PasswordHash } from '../password';
import { EmailAddress } from '../email-address';
import { NoData } from '../text-rules';
import { LanguageId } from '../user';
import {
  administrationPermissions as p,
  administrationRead,
  administrationWrite,
  ById,
  Id,
  listOf,
  Saved,
  searchText,
} from './common';
import { RoleName } from './roles';

/** A user name of the console: letters, digits and `_ . @ -`, 2 to 32. */
export const UserName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.@-]{2,32}$/, { message: 'validation.userName' });

export const UserRef = z.object({ id: z.number().int(), userName: z.string() });
export type UserRef = z.infer<typeof UserRef>;

export const PlatformUser = z.object({
  id: z.number().int(),
  userName: z.string(),
  roles: z.array(z.string()),
  accounts: z.array(z.object({ accountId: z.number().int(), accountNo: z.string() })),
  language: LanguageId,
  /** Where the user's notifications are mailed (docs/requirements.md#notification-channels). */
  email: z.string().optional(),
  /** Whether `email` counts as the user's (docs/requirements.md#confirmed-e-mail-addresses). */
  emailConfirmed: z.boolean().optional(),
  /** Frozen users cannot log in (910003). */
  frozen: z.boolean(),
  /** Locked after three wrong passwords in a row (910004) until an administrator lifts it. */
  locked: z.boolean(),
  /** yyyy-MM-dd HH:mm:ss in Asia/Shanghai. */
  createdTime: z.string(),
});
export type PlatformUser = z.infer<typeof PlatformUser>;

export const UserListRequest = listOf(
  { userName: searchText, role: RoleName.optional(), frozen: z.boolean().optional() },
  ['userName', 'createdTime'] as const,
);

/**
 * A new user (no id; `pwd` required: the SHA-256 hex of the initial password) or a change of one (its id;
 * `pwd` ignored: passwords change through resetPassword).
 */
export const UserSaveRequest = z.object({
  id: Id.optional(),
  userName: UserName,
  pwd: z.optional(PasswordHash),
  /** None chosen: the user gets `defaultRole`. */
  roles: z.array(RoleName).max(10),
  accountIds: z.array(Id).max(1000),
  /** The user's e-mail address: left out keeps it, empty removes it. */
  email: z.union([EmailAddress, z.literal('')]).optional(),
});
export type UserSaveRequest = z.infer<typeof UserSaveRequest>;

/** A reset: the given password, or without `pwd` a generated one answered once as `password`. */
export const ResetPasswordRequest = z.object({ id: Id, pwd: z.optional(PasswordHash) });

export const userAdministrationEndpoints = {
  userList: defineEndpoint({
    method: 'POST',
    path: '/system/user/list',
    request: UserListRequest,
    response: z.array(PlatformUser),
    ...administrationRead(p.userList),
    summary: 'The console users with roles, provider accounts, frozen and locked state; paged.',
  }),
  userSave: defineEndpoint({
    method: 'POST',
    path: '/system/user/save',
    request: UserSaveRequest,
    response: Saved,
    ...administrationWrite(p.userEdit),
    summary: 'Creates a user (with an initial password) or changes one: name, roles, provider accounts.',
  }),
  userFreeze: defineEndpoint({
    method: 'POST',
    path: '/system/user/freeze',
    request: ById,
    response: NoData,
    ...administrationWrite(p.userEdit),
    summary: 'Freezes a user: their sessions end and login answers 910003.',
  }),
  userUnfreeze: defineEndpoint({
    method: 'POST',
    path: '/system/user/unfreeze',
    request: ById,
    response: NoData,
    ...administrationWrite(p.userEdit),
    summary: 'Lifts a freeze.',
  }),
  userUnlock: defineEndpoint({
    method: 'POST',
    path: '/system/user/unlock',
    request: ById,
    response: NoData,
    ...administrationWrite(p.userEdit),
    summary: 'Lifts the login lock of three wrong passwords (910004).',
  }),
  userResetPassword: defineEndpoint({
    method: 'POST',
    path: '/system/user/resetPassword',
    request: ResetPasswordRequest,
    response: z.object({ password: z.string().nullable() }),
    ...administrationWrite(p.userEdit),
    summary: "Sets a user's password (a generated one is answered once); their sessions end.",
  }),
};
