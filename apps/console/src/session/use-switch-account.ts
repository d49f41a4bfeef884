import type { AccountRef } from '@adconsole/api-client/contract';
import { useAccountSwitched } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { toast } from '@adconsole/ui';
import { useCallback } from 'react';
import { useServices } from '../app/services-context';

/**
 * Switches the current provider account (docs/requirements.md#accounts-and-account-switch): stored in
 * `curAccount`, announced (an event for code, a polite toast for people), and every account-scoped query
 * fetched again for the new account.
 */
export function useSwitchAccount() {
  const { t } = useTranslation();
  const { account } = useServices();
  const accountSwitched = useAccountSwitched();
  return useCallback(
    (next: AccountRef) => {
      if (!account.switchTo(next)) return;
      void accountSwitched();
      toast.info(t('layout.account.switched', { accountNo: next.accountNo }));
    },
    [account, accountSwitched, t],
  );
}
