import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { passwordHashPattern } from './password';

const trimmed = (max: number) => z.string().trim().min(1).max(max);

export const LoginRequest = z.object({
  userName: trimmed(64),
  pwd: z.string().regex(passwordHashPattern, 'pwd must be the SHA-256 hex of the password'),
  validationCode: z.string().trim().max(16).optional(),
  uuid: z.string().max(64).optional(),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginData = z.object({ token: z.string().min(1) });

export const AccountRef = z.object({ accountId: z.number().int(), accountNo: z.string() });
export type AccountRef = z.infer<typeof AccountRef>;

export const UserInfo = z.object({
  userName: z.string(),
  avatar: z.string(),
  introduction: z.string(),
  roles: z.array(z.string()).min(1),
  language: z.number().int().min(1).max(3),
  accounts: z.array(AccountRef),
  permissions: z.array(z.string()),
});
export type UserInfo = z.infer<typeof UserInfo>;

const Empty = z.object({}).passthrough();

export const userEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/user/login',
    request: LoginRequest,
    response: LoginData,
    auth: false,
    accountScoped: false,
    summary: 'Log in with user name, hashed password and captcha; answers a session token.',
  }),
  getUserInfo: defineEndpoint({
    method: 'GET',
    path: '/user/getUserInfo',
    request: Empty,
    response: UserInfo,
    accountScoped: false,
    summary: 'The logged-in user: name, roles, language, provider accounts, permissions.',
  }),
};
