import type { AccountRef } from '@adconsole/api-client/contract';
import { useTranslation } from '@adconsole/i18n';
import { toast } from '@adconsole/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isAccountScopedQuery } from '../app/services';
import { useServices } from '../app/services-context';

/**
 * Switches the current provider account (spec §4): stored in `curAccount`, announced (an event for code, a
 * polite toast for people), and every account-scoped query fetched again for the new account.
 */
export function useSwitchAccount() {
  const { t } = useTranslation();
  const { account } = useServices();
  const queryClient = useQueryClient();
  return useCallback(
    (next: AccountRef) => {
      if (!account.switchTo(next)) return;
      void queryClient.invalidateQueries({ predicate: isAccountScopedQuery });
      toast.info(t('layout.account.switched', { accountNo: next.accountNo }));
    },
    [account, queryClient, t],
  );
}
