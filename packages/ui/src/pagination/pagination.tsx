import { useTranslation } from '@adconsole/i18n';
import { useId, useState } from 'react';
import { IconButton } from '../button/button';
import { cn } from '../cn';
import { Input } from '../field/input';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import { Select } from '../select/select';
import { clampPage, pageCount, pageItems } from './page-items';

export interface PageChange {
  /** The page to show, from 1. */
  page: number;
  /** The rows per page to show. */
  pageSize: number;
}

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** Rows per page; one of `pageSizes`. */
  pageSize: number;
  /** How many rows there are in all (the answer's page.totalCount). */
  total: number;
  /** A new page, or a new page size (which goes back to page 1). */
  onChange: (next: PageChange) => void;
  /** The page sizes offered: the contract's `pageSizes` or `materialPageSizes` (the kit knows no rules). */
  pageSizes: readonly number[];
  /** Shows the rows-per-page select; true by default. */
  showSizeChanger?: boolean;
  /** Shows the go-to-page field; true by default. */
  showJumper?: boolean;
  /** The landmark's name; the kit's translated "Pagination" when not given. */
  label?: string;
  /** Classes of the nav landmark. */
  className?: string;
}

const pageButton =
  'inline-flex h-control min-w-control items-center justify-center rounded border px-1 text-control ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/**
 * Total, page size, previous / pages / next and a go-to-page field; every part is a labelled control.
 *
 * **When to use:** under a list or table whose rows the server pages (docs/requirements.md#lists-and-paging).
 * For a short list that fits on one page, show no pagination.
 *
 * **States:** first page (previous disabled), a middle page (gaps shown as …), last page (next disabled),
 * no rows, long page sizes, narrow (wraps onto more lines).
 *
 * - Do: offer only the list's own page sizes, and keep the page in the URL.
 * - Don't: hide the total: it tells users how much there is.
 */
export function Pagination({
  page,
  pageSize,
  total,
  onChange,
  pageSizes,
  showSizeChanger = true,
  showJumper = true,
  label,
  className,
}: PaginationProps) {
  const { t } = useTranslation();
  const count = pageCount(total, pageSize);
  const current = clampPage(page, count);
  const go = (next: number) => {
    const target = clampPage(next, count);
    if (target !== current) onChange({ page: target, pageSize });
  };
  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b);

  return (
    <nav
      aria-label={label ?? t('ui.pagination.label')}
      className={cn('flex flex-wrap items-center gap-2 text-control text-ink', className)}
    >
      <span>{t('ui.pagination.total', { total: Math.max(0, total).toLocaleString('en-US') })}</span>
      {showSizeChanger && (
        <Select
          label={t('ui.pagination.pageSize')}
          hideLabel
          value={String(pageSize)}
          onValueChange={(value) => onChange({ page: 1, pageSize: Number(value) })}
          options={sizes.map((size) => ({
            value: String(size),
            label: t('ui.pagination.perPage', { size }),
          }))}
          triggerClassName="min-w-28"
        />
      )}
      <IconButton
        label={t('ui.pagination.previous')}
        variant="secondary"
        disabled={current <= 1}
        onClick={() => go(current - 1)}
      >
        <ChevronLeftIcon />
      </IconButton>
      <ul className="flex items-center gap-1">
        {pageItems(current, count).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                aria-label={t('ui.pagination.page', { page: item })}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
                className={cn(
                  pageButton,
                  item === current
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-border bg-surface hover:text-primary-text',
                )}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ),
        )}
      </ul>
      <IconButton
        label={t('ui.pagination.next')}
        variant="secondary"
        disabled={current >= count}
        onClick={() => go(current + 1)}
      >
        <ChevronRightIcon />
      </IconButton>
      {showJumper && <PageJumper count={count} onGo={go} />}
    </nav>
  );
}

/** Typing a page number and pressing Enter (or leaving the field) goes there, kept within the pages. */
function PageJumper({ count, onGo }: { count: number; onGo: (page: number) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState('');
  const commit = () => {
    const wanted = Number.parseInt(draft, 10);
    if (Number.isFinite(wanted)) onGo(wanted);
    setDraft('');
  };
  return (
    <span className="inline-flex items-center gap-2">
      <label htmlFor={id}>{t('ui.pagination.goTo')}</label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={count}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        onBlur={commit}
        className="w-20"
      />
    </span>
  );
}
