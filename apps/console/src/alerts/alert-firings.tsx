import { pageSizes, type AlertEvent } from '@adconsole/api-client/contract';
import { useAlertEvents } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { Pagination, Table } from '@adconsole/ui';
import { useState } from 'react';

export interface AlertFiringsProps {
  /** The id of the heading that names the list. */
  labelledBy: string;
  /** The firings of one day only (yyyy-MM-dd, the home page's today); all of them when left out. */
  day?: string;
  empty: string;
  /** The firings a page; the pager shows only when more than one page is asked. */
  size?: (typeof pageSizes)[number];
  pager?: boolean;
}

/**
 * The firings of the user's rules, newest first (docs/requirements.md#alerts): when, which rule, which account,
 * the value against what it was compared with, and what was sent.
 */
export function AlertFirings({ labelledBy, day, empty, size = 10, pager = false }: AlertFiringsProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState({ number: 1, size });
  const events = useAlertEvents({ page, query: day ? { day } : {} });
  return (
    <>
      <Table<AlertEvent>
        labelledBy={labelledBy}
        columns={[
          {
            id: 'firedTime',
            header: t('notifications.alerts.firedTime'),
            nowrap: true,
            cell: (event) => <span className="tabular-nums">{event.firedTime}</span>,
          },
          {
            id: 'rule',
            header: t('notifications.alerts.rule'),
            minWidth: '6rem',
            cell: (event) => event.ruleName,
          },
          {
            id: 'account',
            header: t('notifications.alerts.account'),
            nowrap: true,
            cell: (event) => event.accountNo,
          },
          {
            id: 'text',
            header: t('notifications.alerts.message'),
            minWidth: '14rem',
            cell: (event) => event.text,
          },
        ]}
        rows={events.data?.data ?? []}
        rowKey={(event) => event.id}
        loading={!events.data && !events.isError}
        skeletonRows={3}
        error={events.isError}
        onRetry={() => void events.refetch()}
        empty={empty}
        className="rounded bg-surface shadow-sm"
        stacked
      />
      {pager && (
        <Pagination
          page={page.number}
          pageSize={page.size}
          pageSizes={pageSizes}
          total={events.data?.page?.totalCount ?? 0}
          onChange={(next) => setPage({ number: next.page, size: next.pageSize as typeof size })}
        />
      )}
    </>
  );
}
