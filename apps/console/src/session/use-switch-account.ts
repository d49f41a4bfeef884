import type { AccountRef } from '@adconsole/api-client/contract';
import { useTranslation } from '@adconsole/i18n';
import { toast } from '@adconsole/ui';
import { useCallback } from 'react';
import { useServices } from './services-context';

/**
 * Switches the current provider account (docs/requirements.md#accounts-and-account-switch): stored in
 * `curAccount` and announced (an event for code, a polite toast for people). The hooks key every
 * account-scoped answer by the account, so the pages show the new account's answers, loading meanwhile
 * (docs/architecture.md#front-end-state).
 */
export function useSwitchAccount() {
  const { t } = useTranslation();
  const { account } = useServices();
  return useCallback(
    (next: AccountRef) => {
      if (!account.switchTo(next)) return;
      toast.info(t('layout.account.switched', { accountNo: next.accountNo }));
    },
    [account, t],
  );
}
