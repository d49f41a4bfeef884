import { costGroups, costTimeUnits, endpoints, type CostReportRow } from '@adconsole/api-client/contract';
import { useCostReport, useCreateCostExport } from '@adconsole/api-client/react';
import { DateRangePicker, useDateRangeValidation, type DateRange } from '@adconsole/date-range';
import { useTranslation } from '@adconsole/i18n';
import { formatValue } from '@adconsole/report-table-rules';
import { Button, confirm, Select, toast, type TableColumn } from '@adconsole/ui';
import { useState } from 'react';
import { ListPage } from '../../lib/list-page';
import { useListParams } from '../../lib/list-params';
import { useRangeParams } from '../../lib/range-params';
import { CanCall } from '../../route-info/permission';
import type { PageProps } from '../../route-info/page-props';
import { routeTitle } from '../../route-info/route-title';
import { costReportRequest, CostReportView } from '../../administration/administration-query';
import { SortHeader } from '../../administration/sort-header';

/** The cost report's range picker: days, up to yesterday (docs/requirements.md#date-pickers). */
const pickerType = 1;

/**
 * /customerManage/costReport (docs/requirements.md#cost-report): the cost of each customer, company or
 * provider account by day or month over a picked range, with the range's total, sorted and paged in the
 * URL; holders of system:cost:export export it to the download centre.
 */
export function CostReportPage({ route }: PageProps) {
  const { t } = useTranslation();
  const title = routeTitle(t, route.meta);
  const [view, update] = useListParams(CostReportView);
  const [urlRange] = useRangeParams(pickerType);
  const validate = useDateRangeValidation();
  // A cleared picker shows, searches and exports nothing until another range is picked
  // (docs/requirements.md#range-checks); the URL keeps the last range.
  const [cleared, setCleared] = useState(false);
  const range = cleared ? null : urlRange;
  const rangeError = validate(pickerType, range);
  const body = costReportRequest(view, urlRange);
  const report = useCostReport(body, !rangeError);
  const createExport = useCreateCostExport();
  const sort = (next: Partial<CostReportView>) => update({ ...next, page: 1 });

  function changeRange(next: DateRange | null) {
    setCleared(next === null);
    if (next && !validate(pickerType, next)) update({ ...next, page: 1 });
  }

  async function exportReport() {
    if (rangeError) return toast.error(rangeError);
    const confirmed = await confirm({
      title: t('exports.confirmTitle'),
      message: t('exports.confirmBody', { report: title, ...urlRange }),
      confirmLabel: t('exports.confirm'),
    });
    if (!confirmed) return;
    await createExport.mutateAsync({ query: body.query });
    toast.success(t('exports.created'));
  }

  const nameHeader = (label: string, group: (typeof costGroups)[number]) =>
    view.groupBy === group ? <SortHeader label={label} column="name" sort={view} onSort={sort} /> : label;
  const groupColumns: TableColumn<CostReportRow>[] = [
    {
      id: 'customer',
      header: nameHeader(t('administration.customer'), 'customer'),
      minWidth: '8rem',
      cell: (row) => row.customerName ?? '--',
    },
    ...(view.groupBy === 'customer'
      ? []
      : [
          {
            id: 'company',
            header: nameHeader(t('administration.company'), 'company'),
            minWidth: '8rem',
            cell: (row: CostReportRow) => row.companyName ?? '--',
          },
        ]),
    ...(view.groupBy === 'account'
      ? [
          {
            id: 'account',
            header: nameHeader(t('administration.accountNo'), 'account'),
            minWidth: '8rem',
            cell: (row: CostReportRow) => row.accountNo ?? '--',
          },
        ]
      : []),
  ];
  const columns: TableColumn<CostReportRow>[] = [
    {
      id: 'date',
      header: <SortHeader label={t('administration.date')} column="date" sort={view} onSort={sort} />,
      rowHeader: true,
      nowrap: true,
      cell: (row) => <span className="tabular-nums">{row.date}</span>,
    },
    ...groupColumns,
    {
      id: 'cost',
      header: <SortHeader label={t('administration.cost')} column="cost" sort={view} onSort={sort} />,
      align: 'end',
      nowrap: true,
      cell: (row) => formatValue(row.cost, '￥'),
    },
  ];

  const answer = report.data;
  return (
    <ListPage
      title={title}
      columns={columns}
      list={{
        data: answer && { data: answer.data.rows, page: answer.page },
        isError: report.isError,
        refetch: report.refetch,
      }}
      rowKey={(row) => `${row.date}:${row.customerId}:${row.companyId}:${row.accountId}`}
      empty={rangeError ?? t('administration.noCost')}
      query={view}
      onQueryChange={update}
    >
      <div className="flex flex-wrap items-end gap-2">
        <DateRangePicker
          type={pickerType}
          value={range}
          onChange={(change) => changeRange(change?.range ?? null)}
          label={t('administration.range')}
          error={rangeError}
        />
        <Select
          label={t('administration.timeUnit')}
          value={view.timeUnit}
          onValueChange={(value) => update({ timeUnit: value as CostReportView['timeUnit'], page: 1 })}
          options={costTimeUnits.map((value) => ({
            value,
            label: value === 'day' ? t('administration.byDay') : t('administration.byMonth'),
          }))}
        />
        <Select
          label={t('administration.groupBy')}
          value={view.groupBy}
          onValueChange={(value) => update({ groupBy: value as CostReportView['groupBy'], page: 1 })}
          options={costGroups.map((value) => ({ value, label: groupLabel(t, value) }))}
        />
        <CanCall endpoint={endpoints.costReportCreateExport}>
          <Button loading={createExport.isPending} onClick={() => void exportReport().catch(() => undefined)}>
            {t('exports.action')}
          </Button>
        </CanCall>
      </div>
      {answer && !rangeError && (
        <p className="text-control" aria-live="polite">
          {t('administration.totalCost', { ...urlRange, total: formatValue(answer.data.totalCost, '￥') })}
        </p>
      )}
    </ListPage>
  );
}

function groupLabel(t: (key: string) => string, group: (typeof costGroups)[number]) {
  if (group === 'customer') return t('administration.byCustomer');
  return group === 'company' ? t('administration.byCompany') : t('administration.byAccount');
}
