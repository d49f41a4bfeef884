import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, hashPassword } from '../contract';
import { useApiClient } from './context';
import { invalidateCalls, isLocalizedQuery, queryKeys } from './query-keys';

export function useUserInfo(enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.of(endpoints.getUserInfo),
    queryFn: () => client.request(endpoints.getUserInfo),
    enabled,
    staleTime: Infinity,
  });
}

/** The user's route list (docs/requirements.md#users-roles-and-permissions). */
export function useRouters(enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.of(endpoints.getRouters),
    queryFn: () => client.request(endpoints.getRouters),
    enabled,
    staleTime: Infinity,
  });
}

/** Ends the session on the server; the caller clears the token and the cached server state. */
export function useLogout() {
  const client = useApiClient();
  return useMutation({ mutationFn: () => client.request(endpoints.logout, {}) });
}

/**
 * Changes the password: the old one hashed like at login, the new one checked by the server
 * (docs/requirements.md#login-and-sessions).
 */
export function useChangePassword() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (input: { oldPassword: string; newPassword: string; confirmPassword: string }) =>
      client.request(endpoints.changePassword, {
        oldPwd: await hashPassword(input.oldPassword),
        newPassword: input.newPassword,
        confirmPassword: input.confirmPassword,
      }),
  });
}

/**
 * Saves the user's language (1 cn, 2 en, 3 tw) once the app has switched to it. The client already sends the
 * new language, so every answer with translated text is fetched again at once; the user info once saved.
 */
export function useSetLanguage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: 1 | 2 | 3) => client.request(endpoints.setLanguage, { language }),
    onMutate: () => void queryClient.invalidateQueries({ predicate: isLocalizedQuery }),
    onSuccess: () => invalidateCalls(queryClient, [endpoints.getUserInfo]),
  });
}
