import { endpoints, type ManagedProviderAccount } from '@adconsole/api-client/contract';
import { useSyncProviderAccount, useTestProviderConnection } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { formatValue } from '@adconsole/report-table-rules';
import { Button, toast } from '@adconsole/ui';
import { CanCall } from '../../route-info/permission';

/**
 * A provider account's own actions (docs/requirements.md#customers-companies-and-provider-accounts): test its
 * credentials with its provider ("connected as …" and the balance), and synchronize it now, busy until the
 * sync ran; its row then shows how far its facts reach. A refusal (the provider's reason) is told by the
 * client's toast, in the server's words, once.
 */
export function ProviderAccountActions({ account }: { account: ManagedProviderAccount }) {
  const { t } = useTranslation();
  const test = useTestProviderConnection();
  const sync = useSyncProviderAccount();
  const named = (action: string) => t('administration.actionNamed', { action, name: account.accountNo });
  const syncLabel = sync.isPending ? t('administration.synchronizing') : t('administration.syncNow');

  async function testConnection() {
    const { userName, balance } = await test.mutateAsync(account.id);
    toast.success(t('administration.connected', { userName, balance: formatValue(balance, '￥') }));
  }

  async function syncNow() {
    const { syncedThrough } = await sync.mutateAsync(account.id);
    toast.success(
      syncedThrough
        ? t('administration.syncedTo', { date: syncedThrough })
        : t('administration.syncedNoDays'),
    );
  }

  return (
    <>
      <CanCall endpoint={endpoints.providerAccountTest}>
        <Button
          variant="ghost"
          loading={test.isPending}
          aria-label={named(t('administration.testConnection'))}
          onClick={() => void testConnection().catch(() => undefined)}
        >
          {t('administration.testConnection')}
        </Button>
      </CanCall>
      <CanCall endpoint={endpoints.providerAccountSync}>
        <Button
          variant="ghost"
          loading={sync.isPending}
          aria-label={named(syncLabel)}
          onClick={() => void syncNow().catch(() => undefined)}
        >
          {syncLabel}
        </Button>
      </CanCall>
    </>
  );
}
