import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '../contract/endpoint';
import { hashPassword } from '../contract/password-hash';
import { administrationEndpoints } from '../contract/administration';
import { useApiClient } from './context';
import { invalidateCalls, useAccountQueries } from './query-keys';
import type { ApiClient } from '../client';
import { accountEndpoints } from '../contract/accounts';
import { downloadEndpoints } from '../contract/downloads';
import { pageSizes } from '../contract/page-sizes';

/**
 * What a change of a user or a role changes (docs/requirements.md#users-roles-and-permissions): the user and
 * role lists (a role's user count), the provider accounts' holders, and the audit log of the change.
 */
const userAndRoleChanges = [
  administrationEndpoints.userList,
  administrationEndpoints.roleList,
  administrationEndpoints.providerAccountList,
  administrationEndpoints.auditList,
];

/** A page of the console's users; the previous page stays while the next loads. */
export function usePlatformUsers(input: RequestOf<typeof administrationEndpoints.userList>) {
  const { client, queryKeys } = useAccountQueries();
  return useQuery({
    queryKey: queryKeys.of(administrationEndpoints.userList, input),
    queryFn: () => client.requestPage(administrationEndpoints.userList, input),
    placeholderData: queryKeys.keepPreviousAnswer,
  });
}

/** A new user or a change of one; a new user's initial password is typed, and travels hashed. */
export type PlatformUserInput = Omit<RequestOf<typeof administrationEndpoints.userSave>, 'pwd'> & {
  password?: string;
};

/** Creates a user (with an initial password) or changes one; answers its id. */
export function useSavePlatformUser() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ password, ...user }: PlatformUserInput) =>
      client.request(
        administrationEndpoints.userSave,
        {
          ...user,
          ...(password === undefined ? {} : { pwd: await hashPassword(password) }),
        },
        { fieldErrorsShown: true },
      ),
    onSuccess: () => invalidateCalls(queryClient, userAndRoleChanges),
  });
}

/** The actions on one user by id: freeze, unfreeze, lift the login lock. */
const userActions = {
  freeze: administrationEndpoints.userFreeze,
  unfreeze: administrationEndpoints.userUnfreeze,
  unlock: administrationEndpoints.userUnlock,
} as const;
export type PlatformUserAction = keyof typeof userActions;

/** Freezes, unfreezes or unlocks a user. */
export function usePlatformUserAction() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: PlatformUserAction; id: number }) =>
      client.request(userActions[action], { id }),
    onSuccess: () => invalidateCalls(queryClient, userAndRoleChanges),
  });
}

/** Resets a user's password to a generated one, answered once. */
export function useResetPassword() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => client.request(administrationEndpoints.userResetPassword, { id }),
    onSuccess: () => invalidateCalls(queryClient, [administrationEndpoints.auditList]),
  });
}

/** Every role with its permissions, routes and number of users. */
export function useRoles(enabled = true) {
  const { client, queryKeys } = useAccountQueries();
  return useQuery({
    queryKey: queryKeys.of(administrationEndpoints.roleList, {}),
    queryFn: () => client.request(administrationEndpoints.roleList, {}),
    enabled,
  });
}

/** Creates or changes a role. */
export function useSaveRole() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: RequestOf<typeof administrationEndpoints.roleSave>) =>
      client.request(administrationEndpoints.roleSave, role, { fieldErrorsShown: true }),
    onSuccess: () => invalidateCalls(queryClient, userAndRoleChanges),
  });
}

/** Deletes a role no user holds. */
export function useDeleteRole() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => client.request(administrationEndpoints.roleDelete, { name }),
    onSuccess: () => invalidateCalls(queryClient, userAndRoleChanges),
  });
}

/** A page of the audit log, newest first. */
export function useAuditLog(input: RequestOf<typeof administrationEndpoints.auditList>) {
  const { client, queryKeys } = useAccountQueries();
  return useQuery({
    queryKey: queryKeys.of(administrationEndpoints.auditList, input),
    queryFn: () => client.requestPage(administrationEndpoints.auditList, input),
    placeholderData: queryKeys.keepPreviousAnswer,
  });
}

/**
 * What a change of a customer, company or provider account changes
 * (docs/requirements.md#customers-companies-and-provider-accounts): each list shows the names and counts of
 * the others, the cost report groups by them, users hold provider accounts, and the account switch lists the
 * caller's own.
 */
const customerAndAccountChanges = [
  administrationEndpoints.customerList,
  administrationEndpoints.companyList,
  administrationEndpoints.providerAccountList,
  administrationEndpoints.costReportList,
  administrationEndpoints.userList,
  accountEndpoints.accountList,
];

/** The largest page a list takes: choices are fetched in as few calls as that allows. */
const choicePageSize = Math.max(...pageSizes) as (typeof pageSizes)[number];

/** A page of a list sorted by name, as a choice list asks for it. */
type NamePage = { number: number; size: typeof choicePageSize; sortCol: 'name'; sortOrder: 'asc' };

/**
 * Every row of a paged list for a form's choices (a company's customer, an account's company), sorted by
 * name: page after page until the total is reached.
 */
async function everyRow<Row>(
  fetchPage: (page: NamePage) => Promise<{ data: Row[]; page?: { totalCount: number } }>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let number = 1; ; number += 1) {
    const answer = await fetchPage({ number, size: choicePageSize, sortCol: 'name', sortOrder: 'asc' });
    rows.push(...answer.data);
    if (answer.data.length < choicePageSize || rows.length >= (answer.page?.totalCount ?? 0)) return rows;
  }
}

/** Invalidates every list of customers, companies and provider accounts once a change succeeded. */
function useCustomerOrAccountChange<Input, Output>(
  change: (client: ApiClient, input: Input) => Promise<Output>,
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => change(client, input),
    onSuccess: () => invalidateCalls(queryClient, customerAndAccountChanges),
  });
}

/** A page of customers; the previous page stays while the next loads. */
export function useCustomers(input: RequestOf<typeof administrationEndpoints.customerList>) {
  const { client, queryKeys } = useAccountQueries();
  return useQuery({
    queryKey: queryKeys.of(administrationEndpoints.customerList, input),
    queryFn: () => client.requestPage(administrationEndpoints.customerList, input),
    placeholderData: queryKeys.keepPreviousAnswer,
  });
}

/** Every customer by name, for choosing one. */
export function useCustomerChoices() {
  const { client, queryKeys } = useAccountQueries();
  return useQuery({
    queryKey: [...queryKeys.of(administrationEndpoints.customerList), 'choices'],
    queryFn: () => everyRow((page) => client.requestPage(administrationEndpoints.customerList, { page })),
  });
}

/** Creates a customer, or renames one (with its id); answers its id. */
export function useSaveCustomer() {
  return useCustomerOrAccountChange(
    (client, customer: RequestOf<typeof administrationEndpoints.customerSave>) =>
      client.request(administrationEndpoints.customerSave, customer, { fieldErrorsShown: true }),
  );
}

/** Deletes a customer; one that still has companies is refused. */
export function useDeleteCustomer() {
  return useCustomerOrAccountChange((client, id: number) =>
    client.request(administrationEndpoints.customerDelete, { id }),
  );
}

/** A page of companies; the previous page stays while the next loads. */
export function useCompanies(input: RequestOf<typeof administrationEndpoints.companyList>) {
  const { client, queryKeys } = useAccountQueries();
  return useQuery({
    queryKey: queryKeys.of(administrationEndpoints.companyList, input),
    queryFn: () => client.requestPage(administrationEndpoints.companyList, input),
    placeholderData: queryKeys.keepPreviousAnswer,
  });
}

/** Every company by name, of one customer when given, for choosing one. */
export function useCompanyChoices(customerId?: number) {
  const { client, queryKeys } = useAccountQueries();
  const query = customerId === undefined ? {} : { customerId };
  return useQuery({
    queryKey: [...queryKeys.of(administrationEndpoints.companyList), 'choices', query],
    queryFn: () =>
      everyRow((page) => client.requestPage(administrationEndpoints.companyList, { page, query })),
  });
}

/** Creates a company of a customer, or changes one (with its id); answers its id. */
export function useSaveCompany() {
  return useCustomerOrAccountChange(
    (client, company: RequestOf<typeof administrationEndpoints.companySave>) =>
      client.request(administrationEndpoints.companySave, company, { fieldErrorsShown: true }),
  );
}

/** Deletes a company; one that still has provider accounts is refused. */
export function useDeleteCompany() {
  return useCustomerOrAccountChange((client, id: number) =>
    client.request(administrationEndpoints.companyDelete, { id }),
  );
}

/** A page of provider accounts; the previous page stays while the next loads. */
export function useProviderAccounts(input: RequestOf<typeof administrationEndpoints.providerAccountList>) {
  const { client, queryKeys } = useAccountQueries();
  return useQuery({
    queryKey: queryKeys.of(administrationEndpoints.providerAccountList, input),
    queryFn: () => client.requestPage(administrationEndpoints.providerAccountList, input),
    placeholderData: queryKeys.keepPreviousAnswer,
  });
}

/** Adds a provider account, or changes one (with its id); a number already there is refused (1400). */
export function useSaveProviderAccount() {
  return useCustomerOrAccountChange(
    (client, account: RequestOf<typeof administrationEndpoints.providerAccountSave>) =>
      client.request(administrationEndpoints.providerAccountSave, account, { fieldErrorsShown: true }),
  );
}

/**
 * Calls a provider account's provider with its stored credentials: the provider's name of the account and its
 * balance, or the provider's refusal in the server's words (docs/baidu-provider.md).
 */
export function useTestProviderConnection() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (id: number) => client.request(administrationEndpoints.providerAccountTest, { id }),
  });
}

/**
 * Synchronizes a provider account from its provider now: its structure, report facts and balance change, so
 * the administration lists (balances, how far each account is synchronized, the cost report) are fetched again
 * — after a failure too, which the account keeps and its row shows.
 */
export function useSyncProviderAccount() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => client.request(administrationEndpoints.providerAccountSync, { id }),
    onSettled: () => invalidateCalls(queryClient, customerAndAccountChanges),
  });
}

/** Removes a provider account from the console; its users lose it. */
export function useDeleteProviderAccount() {
  return useCustomerOrAccountChange((client, id: number) =>
    client.request(administrationEndpoints.providerAccountDelete, { id }),
  );
}

/** A page of the cost report and the total of its range; the previous page stays while the next loads. */
export function useCostReport(
  input: RequestOf<typeof administrationEndpoints.costReportList>,
  enabled = true,
) {
  const { client, queryKeys } = useAccountQueries();
  return useQuery({
    queryKey: queryKeys.of(administrationEndpoints.costReportList, input),
    queryFn: () => client.requestPage(administrationEndpoints.costReportList, input),
    placeholderData: queryKeys.keepPreviousAnswer,
    enabled,
  });
}

/** Exports the cost report of a range to the download centre. */
export function useCreateCostExport() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof administrationEndpoints.costReportCreateExport>) =>
      client.request(administrationEndpoints.costReportCreateExport, input),
    onSuccess: () => invalidateCalls(queryClient, [downloadEndpoints.downloadList]),
  });
}
