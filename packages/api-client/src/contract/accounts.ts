import * as z from 'zod/mini';
import { defineEndpoint, reportListPermission, selfServiceWrite } from './endpoint';
import { DateRange, IsoDate, Metrics } from './metrics';
import { NoData } from './text-rules';

/**
 * One of the user's provider accounts on the home dashboard (docs/requirements.md#home-dashboard): balance in
 * yuan, follow state.
 */
export const AccountListItem = z.object({
  accountId: z.int(),
  accountNo: z.string(),
  provider: z.string(),
  /** Yuan, 2 decimals; the provider reports it about 3 hours late (docs/requirements.md#home-dashboard). */
  balance: z.number(),
  /** Yuan, search and feed ads together, on the provider's yesterday (docs/requirements.md#home-dashboard). */
  yesterdayCost: z.number(),
  /**
   * Days the balance lasts at the average daily cost of the last 7 days, 1 decimal; null without cost
   * (docs/requirements.md#alerts).
   */
  daysLeft: z.nullable(z.number()),
  followed: z.boolean(),
  companyName: z.nullable(z.string()),
  customerName: z.nullable(z.string()),
});
export type AccountListItem = z.infer<typeof AccountListItem>;

export const AccountListRequest = z.object({
  query: z.optional(
    z.object({
      /** Part of the account number. */
      accountNo: z.optional(z.string().check(z.trim(), z.maxLength(64))),
      followed: z.optional(z.boolean()),
    }),
  ),
});

export const AccountSummaryRequest = z.partial(DateRange);

/** An account's totals over a range and its daily trend (home dashboard). */
export const AccountSummary = z.extend(Metrics, {
  accountId: z.int(),
  accountNo: z.string(),
  balance: z.number(),
  trend: z.array(z.extend(Metrics, { date: IsoDate })),
});
export type AccountSummary = z.infer<typeof AccountSummary>;

export const FollowRequest = z.object({ accountId: z.int().check(z.minimum(1)), followed: z.boolean() });

export const accountEndpoints = {
  accountList: defineEndpoint({
    method: 'POST',
    path: '/user/account/list',
    request: AccountListRequest,
    response: z.array(AccountListItem),
    summary: "The user's provider accounts with balances, yesterday's cost and follow state, followed first.",
  }),
  accountSummary: defineEndpoint({
    method: 'POST',
    path: '/user/account/report/summary',
    request: AccountSummaryRequest,
    response: AccountSummary,
    permission: reportListPermission,
    summary: "The current account's totals and daily trend over a range (default the last 31 days).",
  }),
  follow: defineEndpoint({
    method: 'POST',
    path: '/user/account/operation/follow',
    ...selfServiceWrite,
    request: FollowRequest,
    response: NoData,
    summary: 'Follows (followed: true) or unfollows an account of the user.',
  }),
};
