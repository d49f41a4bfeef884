import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { captchaTestCode } from './login';

const apiBase = '/base-api/marketing/api/v1';

/** The cookie the console keeps its session token in (apps/console/src/session/token.ts). */
const tokenCookie = 'yunShang-Token';

/** A password as the console sends it: its SHA-256 in hex (docs/requirements.md#login-and-sessions). */
export const passwordHash = (password: string) => createHash('sha256').update(password).digest('hex');

/**
 * Logs the page's browser context in through the API, as the login page does: a captcha answered with the
 * test code, the login call, and the session cookie the console keeps its token in. For tests about something
 * else, which then open their page directly; the login page itself is tested through the page.
 */
export async function logInByApi(page: Page, userName: string, password: string) {
  const captcha = await page.request.get(`${apiBase}/system/admin/getPictureValidationCode`);
  const { data: picture } = (await captcha.json()) as { data: { uuid: string } };
  const response = await page.request.post(`${apiBase}/user/login`, {
    data: { userName, pwd: passwordHash(password), validationCode: captchaTestCode, uuid: picture.uuid },
  });
  const answer = (await response.json()) as { code: number; msg?: string; data: { token: string } };
  expect(answer.code, answer.msg).toBe(200);
  // As the console writes it: the whole site's path, a day long.
  await page.context().addCookies([
    {
      name: tokenCookie,
      value: answer.data.token,
      url: new URL('/', response.url()).href,
      sameSite: 'Lax',
      expires: Math.floor(Date.now() / 1000) + 24 * 60 * 60,
    },
  ]);
}

/** The page's session token, from the cookie the console keeps it in: the `token` header of an API call. */
export const sessionToken = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === tokenCookie)!.value;

/**
 * A call of the API as the page's user, with the session cookie's token: its data, after checking the answer
 * is code 200. Without a body it is a GET.
 */
export async function apiCall<T>(page: Page, path: string, body?: object): Promise<T> {
  const token = await sessionToken(page);
  const url = `${apiBase}${path}`;
  const response = body
    ? await page.request.post(url, { headers: { token }, data: body })
    : await page.request.get(url, { headers: { token } });
  const answer = (await response.json()) as { code: number; data: T };
  expect(answer.code, path).toBe(200);
  return answer.data;
}

/** A save of the draft box (`/adDraft…`) as the page's user: the id it answers. */
export const draftSave = async (page: Page, path: string, body: object): Promise<number> =>
  (await apiCall<{ id: number }>(page, `/adDraft${path}`, body)).id;

/** The fields of a campaign without errors: a daily budget of 100, Beijing, all week. */
export const campaignFields = {
  marketingTarget: 1,
  device: 3,
  budgetType: 2,
  budget: 100,
  regionType: 1,
  regions: ['北京'],
  scheduleType: 1,
};

/** The landing pages of a unit without errors. */
export const unitUrls = { pcFinalUrl: 'https://example.com/', mobileFinalUrl: 'https://m.example.com/' };

/** A new draft of the user's first provider account with one campaign: both ids. */
export async function draftWithCampaign(page: Page, name: string, campaign: object = {}) {
  const info = await apiCall<{ accounts: { accountId: number }[] }>(page, '/user/getUserInfo');
  const draftId = await draftSave(page, '/save', { name, accountId: info.accounts[0]!.accountId });
  const campaignId = await draftSave(page, '/campaign/save', {
    draftId,
    campaignName: `推广 ${name.slice(-8)}`,
    ...campaignFields,
    ...campaign,
  });
  return { draftId, campaignId };
}

/**
 * A user made by the admin (the page's user) for one test, with a provider account of their own, so what the
 * test leaves behind (drafts, messages) touches no other test's user: their name, password and ids.
 */
export async function newUser(admin: Page, prefix: string, roles: string[] = ['edit']) {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const userName = `${prefix}.${stamp}`;
  const password = 'Test1234';
  const { id: accountId } = await apiCall<{ id: number }>(admin, '/system/providerAccount/save', {
    accountNo: `e2e-${prefix}-${stamp}`,
    channel: 'search',
    companyId: null,
  });
  const { id: userId } = await apiCall<{ id: number }>(admin, '/system/user/save', {
    userName,
    pwd: passwordHash(password),
    roles,
    accountIds: [accountId],
  });
  return { userName, password, accountId, userId, stamp };
}
