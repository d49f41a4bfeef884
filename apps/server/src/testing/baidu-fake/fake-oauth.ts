/**
 * The fake's OAuth service (docs/baidu-provider.md), served on the fake's own port so that a test
 * points `BAIDU_OAUTH_BASE` at it: `POST /oauth/refreshToken` with a flat JSON body
 * `{appId, refreshToken, secretKey, userId}` answers `{code, message, data}` as baidu/baiduads-sdk's OAuth
 * manual (`baiduads_manual/oauth`, `RefreshTokenRequest`, `AccessTokenInfo`) and bububa/baidu-marketing
 * `model/oauth/refreshToken.go` describe it.
 *
 * - `userId` must be the numeric id of the user who authorised the app: anything else, or a body wrapped in
 *   `{header, body}`, answers code 3 "参数错误" (baidu/baiduads-sdk issue #44).
 * - An unknown app answers 30002 "应用不存在"; a wrong secret or refresh token 50004 "token验证不通过" (the
 *   SDK's OAuth tests).
 * - Each exchange gives a new access and refresh token; the refresh token used stops working, and a second
 *   exchange of it answers 50004. No source of Baidu Marketing says whether a used refresh token lives on, nor
 *   with which code it is refused: Baidu's Netdisk OAuth says its refresh tokens are single use (its document
 *   as quoted in alexiscn/CloudServiceKit issue #10), so the fake takes that stricter answer with the code the
 *   SDK's tests give a refresh token the host does not take. A client that loses a new refresh token is locked
 *   out here as it might be there, and a process holding one another process used is refused.
 * - `expiresIn` is in seconds (`tokenTtlSeconds`, a day by default as one client's dump shows); `expiresTime`
 *   is `yyyy-MM-dd HH:mm:ss` with no zone, which the client must not need.
 */
import { fakeAdvertiser } from './fake-data';
import type { BaiduFake } from './fake-server';

/** The fake's OAuth app: its id and secret, and the refresh token each account starts with. */
export const fakeOAuth = {
  appId: 'fake-app',
  secretKey: 'fake-app-secret',
  refreshTokenOf: (userName: string) => `refresh-${userName}`,
  /** The numeric id of the user behind an account name (the fake advertiser's). */
  userIdOf: (userName: string) => fakeAdvertiser(userName).userId,
};

const stamp = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** The refresh token each account's next exchange takes, per fake: each fake starts from the first ones. */
const refreshTokens = new WeakMap<BaiduFake, Map<string, string>>();
const tokensOf = (fake: BaiduFake) => {
  const tokens = refreshTokens.get(fake) ?? new Map<string, string>();
  refreshTokens.set(fake, tokens);
  return tokens;
};

/**
 * The advertiser withdraws the app's authorisation: neither its access token nor any refresh token works any
 * more (none given out so far is ever taken again).
 */
export function revokeAuthorisation(fake: BaiduFake, userName: string) {
  tokensOf(fake).set(userName, `withdrawn-${userName}`);
  fake.accounts.get(userName)!.accessToken = `withdrawn-${userName}`;
}

export function createOAuthRoutes(options: { tokenTtlSeconds?: number; now?: () => number } = {}) {
  const tokenTtlSeconds = options.tokenTtlSeconds ?? 86_400;
  const now = options.now ?? Date.now;
  let issued = 0;
  return {
    '/oauth/refreshToken': (body: Record<string, unknown>, fake: BaiduFake) => {
      if ('header' in body || typeof body.userId !== 'number' || !Number.isInteger(body.userId)) {
        return { code: 3, message: '参数错误：授权账号 userId 不符合规范', data: {} };
      }
      if (typeof body.appId !== 'string' || !body.appId) {
        return { code: 3, message: '参数错误：应用 appId 不能为空', data: {} };
      }
      if (body.appId !== fakeOAuth.appId) return { code: 30002, message: '应用不存在', data: {} };
      const account = [...fake.accounts.values()].find(
        (candidate) => fakeOAuth.userIdOf(candidate.userName) === body.userId,
      );
      const tokens = tokensOf(fake);
      const current = account && (tokens.get(account.userName) ?? fakeOAuth.refreshTokenOf(account.userName));
      if (!account || body.secretKey !== fakeOAuth.secretKey || body.refreshToken !== current) {
        return { code: 50004, message: 'token验证不通过', data: {} };
      }
      issued += 1;
      const at = now();
      account.accessToken = `oauth-access-${issued}`;
      account.tokenExpiresAt = at + tokenTtlSeconds * 1000;
      const refreshToken = `oauth-refresh-${issued}`;
      tokens.set(account.userName, refreshToken);
      return {
        code: 0,
        message: 'success',
        data: {
          accessToken: account.accessToken,
          refreshToken,
          expiresTime: stamp(account.tokenExpiresAt),
          refreshExpiresTime: stamp(at + 30 * 86_400_000),
          expiresIn: tokenTtlSeconds,
          refreshExpiresIn: 30 * 86_400,
          scope: {},
          openId: String(7_000_000_000 + issued),
          userId: body.userId,
        },
      };
    },
  };
}

export const oauthRoutes = createOAuthRoutes();
