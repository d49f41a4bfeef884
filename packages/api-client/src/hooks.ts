import { useMutation, useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { ApiClient } from './client';
import { endpoints, hashPassword, type LoginRequest } from './contract';

/** The client the hooks use; the app provides one created with its token, language and account. */
export const ApiClientContext = createContext<ApiClient | null>(null);

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an <ApiClientContext.Provider>');
  return client;
}

/** Query keys, so callers invalidate by name. */
export const queryKeys = {
  userInfo: ['user', 'info'] as const,
};

export function useUserInfo(enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.userInfo,
    queryFn: () => client.request(endpoints.getUserInfo),
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
