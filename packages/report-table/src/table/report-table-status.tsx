import type { TFunction } from '@adconsole/i18n';

interface ReportTableStatusProps {
  loading: boolean;
  error: boolean | string | null | undefined;
  empty: boolean;
  onRetry?: () => void;
  /** The table's words. */
  t: TFunction;
}

/** Loading, error and empty states, laid over the rows' area. */
export function ReportTableStatus({ loading, error, empty, onRetry, t }: ReportTableStatusProps) {
  if (loading) {
    return (
      <div className="rt-status rt-status-loading" role="status">
        <span className="rt-spinner" aria-hidden="true" />
        {t('reportTable.loading')}
      </div>
    );
  }
  if (error) {
    return (
      <div className="rt-status" role="alert">
        <p>{typeof error === 'string' ? error : t('reportTable.error')}</p>
        {onRetry && (
          <button type="button" className="rt-button" onClick={onRetry}>
            {t('reportTable.retry')}
          </button>
        )}
      </div>
    );
  }
  if (empty) {
    return (
      <div className="rt-status" role="status">
        {t('reportTable.empty')}
      </div>
    );
  }
  return null;
}
