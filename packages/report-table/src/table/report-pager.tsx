import { useReportTableText } from './report-table-text';
import { pageCount, pageItems } from '@adconsole/ui/pagination';

interface ReportPagerProps {
  /** The table's name: a page with two tables has two pagers, each named after its table. */
  label: string;
  page: number;
  size: number;
  totalCount: number;
  pageSizes: readonly number[];
  onChange: (page: number, size: number) => void;
}

/** Total, page size and page buttons; the current page is marked with aria-current. */
export function ReportPager({ label, page, size, totalCount, pageSizes, onChange }: ReportPagerProps) {
  const { t } = useReportTableText();
  const count = pageCount(totalCount, size);
  const sizes = pageSizes.includes(size) ? pageSizes : [...pageSizes, size].sort((a, b) => a - b);
  return (
    <nav className="rt-pager" aria-label={t('reportTable.pager.navigation', { label })}>
      <span className="rt-pager-total">{t('reportTable.pager.totalCount', { total: totalCount })}</span>
      <select
        className="rt-pager-size"
        aria-label={t('reportTable.pager.pageSize')}
        value={size}
        onChange={(event) => onChange(1, Number(event.target.value))}
      >
        {sizes.map((option) => (
          <option key={option} value={option}>
            {t('reportTable.pager.sizeOption', { size: option })}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="rt-pager-button"
        aria-label={t('reportTable.pager.previous')}
        disabled={page <= 1}
        onClick={() => onChange(page - 1, size)}
      >
        ‹
      </button>
      {pageItems(page, count).map((item) =>
        typeof item !== 'number' ? (
          <span key={item} className="rt-pager-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className="rt-pager-button"
            aria-label={t('reportTable.pager.page', { page: item })}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onChange(item, size)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className="rt-pager-button"
        aria-label={t('reportTable.pager.next')}
        disabled={page >= count}
        onClick={() => onChange(page + 1, size)}
      >
        ›
      </button>
    </nav>
  );
}
