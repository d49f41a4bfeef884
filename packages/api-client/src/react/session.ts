import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '../contract/auth';
import { hashPassword } from '../contract/password-hash';
import { userEndpoints } from '../contract/user';
import { useApiClient } from './context';
import { invalidateCalls, isLocalizedQuery, useAccountQueries } from './query-keys';

export function useUserInfo(enabled = true) {
  const { client, queryKeys } = useAccountQueries();
  return useQuery({
    queryKey: queryKeys.of(userEndpoints.getUserInfo),
    queryFn: () => client.request(userEndpoints.getUserInfo),
    enabled,
    staleTime: Infinity,
  });
}

/** The user's route list (docs/requirements.md#users-roles-and-permissions). */
export function useRouters(enabled = true) {
  const { client, queryKeys } = useAccountQueries();
  return useQuery({
    queryKey: queryKeys.of(userEndpoints.getRouters),
    queryFn: () => client.request(userEndpoints.getRouters),
    enabled,
    staleTime: Infinity,
  });
}

/** Ends the session on the server; the caller clears the token and the cached server state. */
export function useLogout() {
  const client = useApiClient();
  return useMutation({ mutationFn: () => client.request(authEndpoints.logout, {}) });
}

/**
 * Changes the password: the old one hashed like at login, the new one checked by the server
 * (docs/requirements.md#login-and-sessions).
 */
export function useChangePassword() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (input: { oldPassword: string; newPassword: string; confirmPassword: string }) =>
      client.request(
        userEndpoints.changePassword,
        {
          oldPwd: await hashPassword(input.oldPassword),
          newPassword: input.newPassword,
          confirmPassword: input.confirmPassword,
        },
        { fieldErrorsShown: true },
      ),
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
    mutationFn: (language: 1 | 2 | 3) => client.request(userEndpoints.setLanguage, { language }),
    onMutate: () => void queryClient.invalidateQueries({ predicate: isLocalizedQuery }),
    onSuccess: () => invalidateCalls(queryClient, [userEndpoints.getUserInfo]),
  });
}

/**
 * Saves the user's own e-mail address, where their alerts and scheduled reports are mailed
 * (docs/requirements.md#notification-channels); an empty one removes it. A refusal naming the field is shown
 * beside it by the form; the user info is fetched again once saved.
 */
export function useSetEmail() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      client.request(userEndpoints.setEmail, { email }, { fieldErrorsShown: true }),
    onSuccess: () => invalidateCalls(queryClient, [userEndpoints.getUserInfo]),
  });
}

/**
 * Confirms the user's e-mail address with the token of the link mailed to it
 * (docs/requirements.md#confirmed-e-mail-addresses); a refusal names the `token` and says why, for the page to
 * show. The user info is fetched again once confirmed.
 */
export function useConfirmEmail() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      client.request(userEndpoints.confirmEmail, { token }, { fieldErrorsShown: true }),
    onSuccess: () => invalidateCalls(queryClient, [userEndpoints.getUserInfo]),
  });
}
