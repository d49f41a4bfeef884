import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '../contract/endpoint';
import { hashPassword } from '../contract/password-hash';
import { reportFieldEndpoints, type ReportRef } from '../contract/reports/report-fields';
import { administrationEndpoints } from '../contract/administration';
import { useApiClient } from './context';
import { invalidateCalls, useAccountQueries } from './query-keys';

/**
 * What a change of a user or a role changes (docs/requirements.md#users-roles-and-permissions): the user and
 * role lists (a role's user count), the provider accounts' holders, and the audit log of the change.
 */
const accessState = [
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
    onSuccess: () => invalidateCalls(queryClient, accessState),
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
    onSuccess: () => invalidateCalls(queryClient, accessState),
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
    onSuccess: () => invalidateCalls(queryClient, accessState),
  });
}

/** Deletes a role no user holds. */
export function useDeleteRole() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => client.request(administrationEndpoints.roleDelete, { name }),
    onSuccess: () => invalidateCalls(queryClient, accessState),
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
 * The user's columns of each of the given reports (docs/requirements.md#custom-report-fields), cached as each
 * report page caches its own, so a change on either shows on the other.
 */
export function useCustomReportFieldSets(refs: readonly ReportRef[]) {
  const { client, queryKeys } = useAccountQueries();
  return useQueries({
    queries: refs.map((ref) => ({
      queryKey: queryKeys.of(reportFieldEndpoints.customReportFields, ref),
      queryFn: () => client.request(reportFieldEndpoints.customReportFields, ref),
      staleTime: Infinity,
    })),
  });
}
