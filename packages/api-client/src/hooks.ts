import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { ApiClient } from './client';
import { captchaLifetimeMs, endpoints, hashPassword, type LoginRequest, type RequestOf } from './contract';

/** The client the hooks use; the app provides one created with its token, language and account. */
export const ApiClientContext = createContext<ApiClient | null>(null);

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an <ApiClientContext.Provider>');
  return client;
}

/** Query keys, so callers invalidate by name. */
export const queryKeys = {
  captcha: ['captcha'] as const,
  userInfo: ['user', 'info'] as const,
  routers: ['user', 'routers'] as const,
  accounts: ['account', 'list'] as const,
  messages: ['message'] as const,
};

/** A picture captcha, fetched anew before it expires; `refetch` gives a new one (click to refresh). */
export function useCaptcha() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.captcha,
    queryFn: () => client.request(endpoints.captcha),
    staleTime: 0,
    gcTime: 0,
    // A captcha answers for two minutes: fetch the next a little before, so a slow typist is not refused.
    refetchInterval: captchaLifetimeMs - 10_000,
  });
}

export function useUserInfo(enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.userInfo,
    queryFn: () => client.request(endpoints.getUserInfo),
    enabled,
    staleTime: Infinity,
  });
}

/** The user's route list (spec §2, §6). */
export function useRouters(enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.routers,
    queryFn: () => client.request(endpoints.getRouters),
    enabled,
    staleTime: Infinity,
  });
}

/** Logs in with the plain password, which is hashed before it leaves the browser (DESIGN §8). */
export function useLogin() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async ({ password, ...rest }: Omit<LoginRequest, 'pwd'> & { password: string }) =>
      client.request(endpoints.login, { ...rest, pwd: await hashPassword(password) }),
  });
}

/** Ends the session on the server; the caller clears the token and the cached server state. */
export function useLogout() {
  const client = useApiClient();
  return useMutation({ mutationFn: () => client.request(endpoints.logout, {}) });
}

/** Changes the password: the old one hashed like at login, the new one checked by the server (spec §5). */
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

/** Saves the user's language (1 cn, 2 en, 3 tw). */
export function useSetLanguage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: 1 | 2 | 3) => client.request(endpoints.setLanguage, { language }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.userInfo }),
  });
}

/** The user's provider accounts with balances and follow state (home dashboard). */
export function useAccountList(query: RequestOf<typeof endpoints.accountList>['query'] = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...queryKeys.accounts, query],
    queryFn: () => client.request(endpoints.accountList, { query }),
  });
}

export function useFollowAccount() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { accountId: number; followed: boolean }) => client.request(endpoints.follow, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.accounts }),
  });
}

/** A page of the user's messages; the previous page stays while the next loads. */
export function useMessages(input: RequestOf<typeof endpoints.messageList>) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...queryKeys.messages, 'list', input],
    queryFn: () => client.requestPage(endpoints.messageList, input),
    placeholderData: keepPreviousData,
  });
}

/** The number of unread messages (the bell's badge). */
export function useUnreadCount(enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...queryKeys.messages, 'unread'],
    queryFn: async () => (await client.request(endpoints.unreadCount, {})).count,
    enabled,
  });
}

/** The newest message, or null (the new-message pop-up). */
export function useNewestMessage(enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...queryKeys.messages, 'newest'],
    queryFn: () => client.request(endpoints.newestMessage, {}),
    enabled,
  });
}

/** One message; the server marks it read, so the list and the badge are refetched when it arrives. */
export function useMessageDetail(id: number | undefined) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...queryKeys.messages, 'detail', id],
    queryFn: async () => {
      const message = await client.request(endpoints.messageDetail, { id: id! });
      await queryClient.invalidateQueries({
        queryKey: queryKeys.messages,
        predicate: (query) => query.queryKey[1] !== 'detail',
      });
      return message;
    },
    enabled: id !== undefined,
  });
}

/** Marks messages read. */
export function useReadMessages() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => client.request(endpoints.messageRead, { ids }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.messages }),
  });
}

/** Counts one more showing of a message in the new-message pop-up (spec §4). */
export function useAddPopupCount() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => client.request(endpoints.addPopupCount, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...queryKeys.messages, 'newest'] }),
  });
}

/** Downloads an export file by its download record id: the blob and the name to save it as. */
export function useDownload() {
  const client = useApiClient();
  return useMutation({ mutationFn: (id: number) => client.download(endpoints.download, { id }) });
}
