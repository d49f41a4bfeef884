import type { ManagedProviderAccount } from '@adconsole/api-client/contract';
import { useTranslation } from '@adconsole/i18n';

/**
 * Each report's sync state of a Baidu account (docs/baidu-provider.md#baidu-report-sync), folded under the
 * account's date: the report, the last day it holds, and why its last read failed in the provider's words.
 */
export function ReportSyncs({ account }: { account: ManagedProviderAccount }) {
  const { t } = useTranslation();
  const failed = account.reports.filter((report) => report.error !== null).length;
  return (
    <details className="mt-1 text-control-sm">
      <summary className="cursor-pointer text-primary focus-ring">
        {t('administration.reportSyncs', { count: account.reports.length })}
        {failed > 0 && (
          <span className="text-danger"> · {t('administration.reportsFailed', { count: failed })}</span>
        )}
      </summary>
      <ul
        aria-label={t('administration.reportSyncsOf', { accountNo: account.accountNo })}
        className="mt-1 flex flex-col gap-1"
      >
        {account.reports.map((report) => (
          <li key={report.report} className="flex flex-wrap justify-between gap-x-3">
            <span className="font-medium">{t(`administration.providerReport.${report.report}`)}</span>{' '}
            <span className="tabular-nums whitespace-nowrap">
              {report.syncedThrough ?? t('administration.notSynced')}
            </span>
            {report.error && (
              <span className="w-full text-danger wrap-anywhere">
                {t('administration.reportFailed', { error: report.error })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
