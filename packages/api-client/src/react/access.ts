import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '../contract/endpoint';
import { hashPassword } from '../contract/password-hash';
import { reportFieldEndpoints, type ReportRef } from '../contract/reports/report-fields';
import { systemEndpoints } from '../contract/system';
import { useApiClient } from './context';
import { invalidateCalls, queryKeys } from './query-keys';

/**
 * What a change of a user or a role changes (docs/requirements.md#users-roles-and-permissions): the user and
 * role lists (a role's user count), the provider accounts' holders, and the audit log of the change.
 */
const accessState = [
  systemEndpoints.userList,
  systemEndpoints.roleList,
  systemEndpoints.providerAccountList,
  systemEndpoints.auditList,
];

/** A page of the console's users; the previous page stays while the next loads. */
export function usePlatformUsers(input: RequestOf<typeof systemEndpoints.userList>) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.of(systemEndpoints.userList, input),
    queryFn: () => client.requestPage(systemEndpoints.userList, input),
    placeholderData: keepPreviousData,
  });
}

/** A new user or a change of one; a new user's initial password is typed, and travels hashed. */
export type PlatformUserInput = Omit<RequestOf<typeof systemEndpoints.userSave>, 'pwd'> & {
  password?: string;
};

/** Creates a user (with an initial password) or changes one; answers its id. */
export function useSavePlatformUser() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ password, ...user }: PlatformUserInput) =>
      client.request(
        systemEndpoints.userSave,
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
  freeze: systemEndpoints.userFreeze,
  unfreeze: systemEndpoints.userUnfreeze,
  unlock: systemEndpoints.userUnlock,
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
    mutationFn: (id: number) => client.request(systemEndpoints.userResetPassword, { id }),
    onSuccess: () => invalidateCalls(queryClient, [systemEndpoints.auditList]),
  });
}

/** Every role with its permissions, routes and number of users. */
export function useRoles(enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.of(systemEndpoints.roleList, {}),
    queryFn: () => client.request(systemEndpoints.roleList, {}),
    enabled,
  });
}

/** Creates or changes a role. */
export function useSaveRole() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: RequestOf<typeof systemEndpoints.roleSave>) =>
      client.request(systemEndpoints.roleSave, role, { fieldErrorsShown: true }),
    onSuccess: () => invalidateCalls(queryClient, accessState),
  });
}

/** Deletes a role no user holds. */
export function useDeleteRole() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => client.request(systemEndpoints.roleDelete, { name }),
    onSuccess: () => invalidateCalls(queryClient, accessState),
  });
}

/** A page of the audit log, newest first. */
export function useAuditLog(input: RequestOf<typeof systemEndpoints.auditList>) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.of(systemEndpoints.auditList, input),
    queryFn: () => client.requestPage(systemEndpoints.auditList, input),
    placeholderData: keepPreviousData,
  });
}

/**
 * The user's columns of each of the given reports (docs/requirements.md#custom-report-fields), cached as each
 * report page caches its own, so a change on either shows on the other.
 */
export function useCustomReportFieldSets(refs: readonly ReportRef[]) {
  const client = useApiClient();
  return useQueries({
    queries: refs.map((ref) => ({
      queryKey: queryKeys.of(reportFieldEndpoints.customReportFields, ref),
      queryFn: () => client.request(reportFieldEndpoints.customReportFields, ref),
      staleTime: Infinity,
    })),
  });
}
