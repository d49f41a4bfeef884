/** Provider accounts and their sync from the provider (docs/requirements.md#customers-companies-and-provider-accounts). */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { IsoDate } from '../metrics';
import { NoData, readableText, trimmedText } from '../text-rules';
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
import { UserRef } from './users';

export const providerChannels = ['search', 'feed'] as const;
export const ProviderChannel = z.enum(providerChannels);
export type ProviderChannel = z.infer<typeof ProviderChannel>;

/** Who serves a provider account: the built-in sandbox, or Baidu Marketing through its API. */
export const providerNames = ['sandbox', 'baidu'] as const;
export const ProviderName = z.enum(providerNames);
export type ProviderName = z.infer<typeof ProviderName>;

/** The client account an agency account acts for, as the provider names it: optional, readable when given. */
const agencyTarget = z.string().trim().max(64).check(readableText()).optional();

/**
 * What a Baidu account needs to call the provider (docs/baidu-provider.md): its user name with an
 * access token, or with the OAuth set the server exchanges for one — the app's id and secret key, the refresh
 * token and the numeric id of the user who authorised the app (`userId`, the token service's key, not the
 * user name); an agency account names the client account it acts for as `target`. Written, never read back:
 * the server keeps it encrypted and answers only whether it is there.
 */
export const BaiduCredentials = z.union([
  z.object({
    userName: trimmedText(64),
    accessToken: z.string().min(1).max(512),
    target: agencyTarget,
  }),
  z.object({
    userName: trimmedText(64),
    userId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    appId: z.string().trim().min(1).max(128),
    secretKey: z.string().min(1).max(256),
    refreshToken: z.string().min(1).max(512),
    target: agencyTarget,
  }),
]);
export type BaiduCredentials = z.infer<typeof BaiduCredentials>;

/**
 * The provider's reports a Baidu account's facts are read from, one sync state each
 * (docs/baidu-provider.md#baidu-report-sync).
 */
export const providerReports = [
  'searchKeyword',
  'searchCreative',
  'searchTerm',
  'searchRegion',
  'searchHour',
  'feedCreative',
  'feedHour',
] as const;
export const ProviderReport = z.enum(providerReports);
export type ProviderReport = z.infer<typeof ProviderReport>;

/** How far one report of an account is synchronised, and why its last read failed (translated), if it did. */
export const ProviderReportSync = z.object({
  report: ProviderReport,
  syncedThrough: z.nullable(IsoDate),
  error: z.string().nullable(),
});
export type ProviderReportSync = z.infer<typeof ProviderReportSync>;

export const ManagedProviderAccount = z.object({
  id: z.number().int(),
  accountNo: z.string(),
  channel: ProviderChannel,
  /** Which provider serves it. */
  provider: ProviderName,
  /** A Baidu account's credentials are stored (never answered themselves). */
  hasCredentials: z.boolean(),
  /** The last day of report facts synchronized from its provider, or null before the first sync. */
  syncedThrough: z.nullable(IsoDate),
  /** Why its last sync failed, in the caller's language (the provider's words inside), or null once one ran. */
  syncError: z.string().nullable(),
  /** Each report's sync state: a Baidu account's reports, in `providerReports` order; none for the sandbox. */
  reports: z.array(ProviderReportSync),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  customerName: z.string().nullable(),
  /** Yuan, 2 decimals. */
  balance: z.number(),
  users: z.array(UserRef),
  createdTime: z.string(),
});
export type ManagedProviderAccount = z.infer<typeof ManagedProviderAccount>;

export const ProviderAccountListRequest = listOf(
  {
    accountNo: searchText,
    channel: ProviderChannel.optional(),
    companyId: Id.optional(),
    customerId: Id.optional(),
  },
  ['accountNo', 'balance', 'createdTime'] as const,
);

/**
 * A new provider account (no id) or a change of one; an account number already there answers 1400. A new
 * Baidu account needs its credentials; a change without them keeps the stored ones.
 */
export const ProviderAccountSaveRequest = z.object({
  id: Id.optional(),
  accountNo: trimmedText(64),
  channel: ProviderChannel,
  companyId: Id.nullable(),
  provider: ProviderName.default('sandbox'),
  credentials: BaiduCredentials.optional(),
});

/** A connection test's answer: the provider's name of the account and its balance (yuan). */
export const ProviderConnection = z.object({ userName: z.string(), balance: z.number() });

/** A sync started by hand: how far the account's facts reach once it ran. */
export const ProviderSyncResult = z.object({ syncedThrough: z.nullable(IsoDate) });

export const providerAccountEndpoints = {
  providerAccountList: defineEndpoint({
    method: 'POST',
    path: '/system/providerAccount/list',
    request: ProviderAccountListRequest,
    response: z.array(ManagedProviderAccount),
    ...administrationRead(p.providerAccountList),
    summary: 'Provider accounts with channel, company, balance and the users holding them; paged.',
  }),
  providerAccountSave: defineEndpoint({
    method: 'POST',
    path: '/system/providerAccount/save',
    request: ProviderAccountSaveRequest,
    response: Saved,
    ...administrationWrite(p.providerAccountEdit),
    summary: 'Adds or changes a provider account; a number already there answers 1400.',
  }),
  providerAccountTest: defineEndpoint({
    method: 'POST',
    path: '/system/providerAccount/testConnection',
    request: ById,
    response: ProviderConnection,
    ...administrationRead(p.providerAccountEdit),
    summary:
      "Calls the account's provider with its stored credentials: the provider's account name, or its refusal.",
  }),
  providerAccountSync: defineEndpoint({
    method: 'POST',
    path: '/system/providerAccount/sync',
    request: ById,
    response: ProviderSyncResult,
    ...administrationWrite(p.providerAccountEdit),
    summary: "Synchronizes the account's structure, report facts and balance from its provider now.",
  }),
  providerAccountDelete: defineEndpoint({
    method: 'POST',
    path: '/system/providerAccount/delete',
    request: ById,
    response: NoData,
    ...administrationWrite(p.providerAccountEdit),
    summary: 'Removes a provider account from the console (its users lose it).',
  }),
};
