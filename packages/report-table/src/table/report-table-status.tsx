import { useReportTableText } from './report-table-text';

interface ReportTableStatusProps {
  loading: boolean;
  error: boolean | string | null | undefined;
  empty: boolean;
  onRetry?: () => void;
}

/** Loading, error and empty states, laid over the rows' area. */
export function ReportTableStatus({ loading, error, empty, onRetry }: ReportTableStatusProps) {
  const { t } = useReportTableText();
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
