/**
 * Administration (docs/requirements.md#administration): the console's users (platform accounts), roles with
 * their routes and permissions, customers, companies, provider accounts, the cost report and the audit log.
 * Every call here names the permission it needs; none acts on the session's current provider account.
 */
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { IsoDate } from './metrics';
import { defaultPageSize, pageRequest, pageSizes } from './pagination';
import { PasswordHash } from './password';
import { LanguageId } from './user';
import { NoData, trimmedText } from './text-rules';

/** The permissions of administration (docs/requirements.md#users-roles-and-permissions). */
export const systemPermissions = {
  userList: 'system:user:list',
  userEdit: 'system:user:edit',
  roleList: 'system:role:list',
  roleEdit: 'system:role:edit',
  customerList: 'system:customer:list',
  customerEdit: 'system:customer:edit',
  providerAccountList: 'system:providerAccount:list',
  providerAccountEdit: 'system:providerAccount:edit',
  costList: 'system:cost:list',
  costExport: 'system:cost:export',
  auditList: 'system:audit:list',
} as const;

/** A permission string: `area:entity:action`, or `*:*:*` for all. */
export const PermissionString = z
  .string()
  .regex(/^(\*:\*:\*|[a-z][A-Za-z]*(:[a-z][A-Za-z]*){1,3})$/, { message: 'validation.permission' });

/** A role's name: its key in the store and in a user's `roles`. */
export const RoleName = z
  .string()
  .trim()
  .regex(/^[a-z][A-Za-z0-9_-]{1,31}$/, { message: 'validation.roleName' });

/**
 * The role of a user saved with none (docs/requirements.md#users-roles-and-permissions): such a user holds
 * `edit`, which the save stores, the list shows and the session enforces.
 */
export const defaultRole = 'edit';

/** A user name of the console: letters, digits and `_ . @ -`, 2 to 32. */
export const UserName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.@-]{2,32}$/, { message: 'validation.userName' });

const Id = z.number().int().min(1);
const ById = z.object({ id: Id });
const searchText = z.string().trim().max(64).optional();
const listOf = <Q extends z.ZodRawShape, Col extends string>(query: Q, sortable: readonly Col[]) =>
  z.object({
    page: z._default(pageRequest({ sizes: pageSizes, sortable }), { number: 1, size: defaultPageSize }),
    query: z.object(query).default({} as never),
  });

export const UserRef = z.object({ id: z.number().int(), userName: z.string() });
export type UserRef = z.infer<typeof UserRef>;

// ── Users (platform accounts) ──────────────────────────────────────────────────────────────────────────

export const PlatformUser = z.object({
  id: z.number().int(),
  userName: z.string(),
  roles: z.array(z.string()),
  accounts: z.array(z.object({ accountId: z.number().int(), accountNo: z.string() })),
  language: LanguageId,
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
});
export type UserSaveRequest = z.infer<typeof UserSaveRequest>;

/** A reset: the given password, or without `pwd` a generated one answered once as `password`. */
export const ResetPasswordRequest = z.object({ id: Id, pwd: z.optional(PasswordHash) });

// ── Roles ───────────────────────────────────────────────────────────────────────────────────────────────

export const Role = z.object({
  name: z.string(),
  /** Built-in roles (admin, edit, viewer) cannot be deleted; admin cannot be changed. */
  builtIn: z.boolean(),
  permissions: z.array(z.string()),
  /** Full route paths granted (a path grants everything under it); admin sees every route whatever is here. */
  routes: z.array(z.string()),
  userCount: z.number().int(),
  createdTime: z.string(),
});
export type Role = z.infer<typeof Role>;

export const RoleSaveRequest = z.object({
  name: RoleName,
  permissions: z.array(PermissionString).max(200),
  routes: z.array(z.string().regex(/^\/[A-Za-z0-9/_-]*$/, { message: 'validation.invalid' })).max(500),
});
export type RoleSaveRequest = z.infer<typeof RoleSaveRequest>;

// ── Customers, companies, provider accounts ────────────────────────────────────────────────────────────

export const Customer = z.object({
  id: z.number().int(),
  name: z.string(),
  companyCount: z.number().int(),
  createdTime: z.string(),
});
export type Customer = z.infer<typeof Customer>;

export const CustomerListRequest = listOf({ name: searchText }, ['name', 'createdTime'] as const);
export const CustomerSaveRequest = z.object({ id: Id.optional(), name: trimmedText(64) });

export const Company = z.object({
  id: z.number().int(),
  name: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  accountCount: z.number().int(),
  createdTime: z.string(),
});
export type Company = z.infer<typeof Company>;

export const CompanyListRequest = listOf({ name: searchText, customerId: Id.optional() }, [
  'name',
  'createdTime',
] as const);
export const CompanySaveRequest = z.object({ id: Id.optional(), customerId: Id, name: trimmedText(64) });

export const providerChannels = ['search', 'feed'] as const;
export const ProviderChannel = z.enum(providerChannels);
export type ProviderChannel = z.infer<typeof ProviderChannel>;

/** Who serves a provider account: the built-in sandbox, or Baidu Marketing through its API. */
export const providerNames = ['sandbox', 'baidu'] as const;
export const ProviderName = z.enum(providerNames);
export type ProviderName = z.infer<typeof ProviderName>;

/**
 * What a Baidu account needs to call the provider (docs/architecture.md#baidu-provider): its user name with an
 * access token, or with the OAuth set the server exchanges for one — the app's id and secret key, the refresh
 * token and the numeric id of the user who authorised the app (`userId`, the token service's key, not the
 * user name); an agency account names the client account it acts for as `target`. Written, never read back:
 * the server keeps it encrypted and answers only whether it is there.
 */
export const BaiduCredentials = z.union([
  z.object({
    userName: trimmedText(64),
    accessToken: z.string().min(1).max(512),
    target: z.string().trim().max(64).optional(),
  }),
  z.object({
    userName: trimmedText(64),
    userId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    appId: z.string().trim().min(1).max(128),
    secretKey: z.string().min(1).max(256),
    refreshToken: z.string().min(1).max(512),
    target: z.string().trim().max(64).optional(),
  }),
]);
export type BaiduCredentials = z.infer<typeof BaiduCredentials>;

/**
 * The provider's reports a Baidu account's facts are read from, one sync state each
 * (docs/architecture.md#baidu-report-sync).
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

// ── Cost report ────────────────────────────────────────────────────────────────────────────────────────

export const costTimeUnits = ['day', 'month'] as const;
export const costGroups = ['customer', 'company', 'account'] as const;

export const CostReportQuery = z.object({
  beginDate: IsoDate,
  endDate: IsoDate,
  timeUnit: z.enum(costTimeUnits),
  groupBy: z.enum(costGroups),
});
export type CostReportQuery = z.infer<typeof CostReportQuery>;

export const CostReportRequest = z.object({
  page: z._default(pageRequest({ sizes: pageSizes, sortable: ['date', 'name', 'cost'] as const }), {
    number: 1,
    size: defaultPageSize,
  }),
  query: CostReportQuery,
});

/** One group's cost in one day (yyyy-MM-dd) or month (yyyy-MM); cost in yuan, search and feed ads together. */
export const CostReportRow = z.object({
  date: z.string(),
  customerId: z.number().int().nullable(),
  customerName: z.string().nullable(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  accountId: z.number().int().nullable(),
  accountNo: z.string().nullable(),
  cost: z.number(),
});
export type CostReportRow = z.infer<typeof CostReportRow>;

export const CostReport = z.object({ rows: z.array(CostReportRow), totalCost: z.number() });

// ── Audit ───────────────────────────────────────────────────────────────────────────────────────────────

export const AuditEntry = z.object({
  id: z.number().int(),
  userName: z.string(),
  /** The endpoint's path under the API prefix, e.g. `/system/user/save`. */
  action: z.string(),
  /** What was written: `user`, `role`, `customer`, `company`, `providerAccount`, … */
  entity: z.string(),
  entityId: z.string().nullable(),
  /** JSON of the record before and after the write; null when it did not exist (before) or was deleted. */
  before: z.string().nullable(),
  after: z.string().nullable(),
  createdTime: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditListRequest = listOf(
  {
    userName: searchText,
    entity: z.string().trim().max(32).optional(),
    beginDate: z.optional(IsoDate),
    endDate: z.optional(IsoDate),
  },
  ['createdTime'] as const,
);

// ── Endpoints ──────────────────────────────────────────────────────────────────────────────────────────

const admin = (permission: string) => ({ accountScoped: false, permission }) as const;
const adminWrite = (permission: string) => ({ ...admin(permission), write: true }) as const;
const Saved = z.object({ id: z.number().int() });
const p = systemPermissions;

export const systemEndpoints = {
  userList: defineEndpoint({
    method: 'POST',
    path: '/system/user/list',
    request: UserListRequest,
    response: z.array(PlatformUser),
    ...admin(p.userList),
    summary: 'The console users with roles, provider accounts, frozen and locked state; paged.',
  }),
  userSave: defineEndpoint({
    method: 'POST',
    path: '/system/user/save',
    request: UserSaveRequest,
    response: Saved,
    ...adminWrite(p.userEdit),
    summary: 'Creates a user (with an initial password) or changes one: name, roles, provider accounts.',
  }),
  userFreeze: defineEndpoint({
    method: 'POST',
    path: '/system/user/freeze',
    request: ById,
    response: NoData,
    ...adminWrite(p.userEdit),
    summary: 'Freezes a user: their sessions end and login answers 910003.',
  }),
  userUnfreeze: defineEndpoint({
    method: 'POST',
    path: '/system/user/unfreeze',
    request: ById,
    response: NoData,
    ...adminWrite(p.userEdit),
    summary: 'Lifts a freeze.',
  }),
  userUnlock: defineEndpoint({
    method: 'POST',
    path: '/system/user/unlock',
    request: ById,
    response: NoData,
    ...adminWrite(p.userEdit),
    summary: 'Lifts the login lock of three wrong passwords (910004).',
  }),
  userResetPassword: defineEndpoint({
    method: 'POST',
    path: '/system/user/resetPassword',
    request: ResetPasswordRequest,
    response: z.object({ password: z.string().nullable() }),
    ...adminWrite(p.userEdit),
    summary: "Sets a user's password (a generated one is answered once); their sessions end.",
  }),
  roleList: defineEndpoint({
    method: 'POST',
    path: '/system/role/list',
    request: z.object({}),
    response: z.array(Role),
    ...admin(p.roleList),
    summary: 'Every role with its permissions, routes and number of users.',
  }),
  roleSave: defineEndpoint({
    method: 'POST',
    path: '/system/role/save',
    request: RoleSaveRequest,
    response: NoData,
    ...adminWrite(p.roleEdit),
    summary: 'Creates or changes a role; its users get the new menu and permissions at their next login.',
  }),
  roleDelete: defineEndpoint({
    method: 'POST',
    path: '/system/role/delete',
    request: z.object({ name: RoleName }),
    response: NoData,
    ...adminWrite(p.roleEdit),
    summary: 'Deletes a role no user holds; built-in roles cannot be deleted.',
  }),
  customerList: defineEndpoint({
    method: 'POST',
    path: '/system/customer/list',
    request: CustomerListRequest,
    response: z.array(Customer),
    ...admin(p.customerList),
    summary: 'Customers with their number of companies; paged, searchable by name.',
  }),
  customerSave: defineEndpoint({
    method: 'POST',
    path: '/system/customer/save',
    request: CustomerSaveRequest,
    response: Saved,
    ...adminWrite(p.customerEdit),
    summary: 'Creates or renames a customer.',
  }),
  customerDelete: defineEndpoint({
    method: 'POST',
    path: '/system/customer/delete',
    request: ById,
    response: NoData,
    ...adminWrite(p.customerEdit),
    summary: 'Deletes a customer that has no companies.',
  }),
  companyList: defineEndpoint({
    method: 'POST',
    path: '/system/company/list',
    request: CompanyListRequest,
    response: z.array(Company),
    ...admin(p.customerList),
    summary: 'Companies with their customer and number of provider accounts; paged.',
  }),
  companySave: defineEndpoint({
    method: 'POST',
    path: '/system/company/save',
    request: CompanySaveRequest,
    response: Saved,
    ...adminWrite(p.customerEdit),
    summary: 'Creates or changes a company of a customer.',
  }),
  companyDelete: defineEndpoint({
    method: 'POST',
    path: '/system/company/delete',
    request: ById,
    response: NoData,
    ...adminWrite(p.customerEdit),
    summary: 'Deletes a company that has no provider accounts.',
  }),
  providerAccountList: defineEndpoint({
    method: 'POST',
    path: '/system/providerAccount/list',
    request: ProviderAccountListRequest,
    response: z.array(ManagedProviderAccount),
    ...admin(p.providerAccountList),
    summary: 'Provider accounts with channel, company, balance and the users holding them; paged.',
  }),
  providerAccountSave: defineEndpoint({
    method: 'POST',
    path: '/system/providerAccount/save',
    request: ProviderAccountSaveRequest,
    response: Saved,
    ...adminWrite(p.providerAccountEdit),
    summary: 'Adds or changes a provider account; a number already there answers 1400.',
  }),
  providerAccountTest: defineEndpoint({
    method: 'POST',
    path: '/system/providerAccount/testConnection',
    request: ById,
    response: ProviderConnection,
    ...admin(p.providerAccountEdit),
    summary:
      "Calls the account's provider with its stored credentials: the provider's account name, or its refusal.",
  }),
  providerAccountSync: defineEndpoint({
    method: 'POST',
    path: '/system/providerAccount/sync',
    request: ById,
    response: ProviderSyncResult,
    ...adminWrite(p.providerAccountEdit),
    summary: "Synchronizes the account's structure, report facts and balance from its provider now.",
  }),
  providerAccountDelete: defineEndpoint({
    method: 'POST',
    path: '/system/providerAccount/delete',
    request: ById,
    response: NoData,
    ...adminWrite(p.providerAccountEdit),
    summary: 'Removes a provider account from the console (its users lose it).',
  }),
  costReportList: defineEndpoint({
    method: 'POST',
    path: '/system/costReport/list',
    request: CostReportRequest,
    response: CostReport,
    ...admin(p.costList),
    summary: 'Cost by customer, company or provider account, by day or month, with the total of the range.',
  }),
  costReportCreateExport: defineEndpoint({
    method: 'POST',
    path: '/system/costReport/createExport',
    request: z.object({ query: CostReportQuery }),
    response: NoData,
    ...adminWrite(p.costExport),
    summary: 'Exports the cost report of the range to the download centre.',
  }),
  auditList: defineEndpoint({
    method: 'POST',
    path: '/system/audit/list',
    request: AuditListRequest,
    response: z.array(AuditEntry),
    ...admin(p.auditList),
    summary: 'Every write made by an administrator: who, when, what, before and after; newest first.',
  }),
};
