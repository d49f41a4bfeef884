import {
  sectionsByChannel,
  type Channel,
  type CustomReportFields,
  type ReportRef,
} from '@adconsole/api-client/contract';
import {
  useCustomReportFieldSets,
  useResetCustomReportFields,
  useSaveCustomReportFields,
} from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { ColumnSettingsPanel, useColumnSettings } from '@adconsole/report-table';
// The chooser's own styles: they come with the report table, which this page does not show.
import '@adconsole/report-table/styles.css';
import { Badge, Button, Select, Skeleton, Table, type TableColumn } from '@adconsole/ui';
import { useId, useMemo, useState } from 'react';
import { customFieldColumnSettings, offeredColumns } from '../../lib/report-columns';
import type { PageProps } from '../../route-info/page-props';
import { routeTitle } from '../../route-info/route-title';

/** Every report whose columns a user chooses: a channel and one of its sections (granularities share them). */
const reportRefs: ReportRef[] = (Object.keys(sectionsByChannel) as Channel[]).flatMap((channel) =>
  sectionsByChannel[channel].map((section) => ({ channel, section }) as ReportRef),
);

const refKey = (ref: ReportRef) => `${ref.channel}.${ref.section}`;

interface ReportColumns {
  ref: ReportRef;
  fields: CustomReportFields | undefined;
}

/**
 * /systemSet/customField (docs/requirements.md#custom-report-fields): the user's columns of every report in
 * one place. The reports with a column set of their own are listed; any report opens with the report table's
 * own column chooser (show, hide, order, reset), columns that cannot be removed locked.
 */
export function CustomFieldPage({ route }: PageProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const listId = useId();
  const sets = useCustomReportFieldSets(reportRefs);
  const [open, setOpen] = useState(refKey(reportRefs[0]!));
  const reports: ReportColumns[] = reportRefs.map((ref, index) => ({ ref, fields: sets[index]?.data }));
  const loading = sets.some((set) => set.isPending);
  const reportName = (ref: ReportRef) =>
    `${t(`reports.channel.${ref.channel}`)} · ${t(`reports.section.${ref.section}`)}`;
  const opened = reports.find((report) => refKey(report.ref) === open)!;
  const fixed = (title: string) => t('administration.columns.fixed', { title });

  const columns: TableColumn<ReportColumns>[] = [
    {
      id: 'report',
      header: t('administration.columns.report'),
      rowHeader: true,
      cell: (r) => reportName(r.ref),
    },
    {
      id: 'columns',
      header: t('administration.columns.chosen'),
      minWidth: '16rem',
      cell: (r) => (
        <span className="wrap-anywhere">{r.fields ? chosenTitles(r.fields, fixed).join(', ') : ''}</span>
      ),
    },
    {
      id: 'actions',
      header: t('administration.actions'),
      hideHeader: true,
      nowrap: true,
      align: 'end',
      cell: (r) => (
        <Button
          variant="ghost"
          aria-label={t('administration.columns.openNamed', { report: reportName(r.ref) })}
          onClick={() => setOpen(refKey(r.ref))}
        >
          {t('administration.columns.open')}
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 p-4">
      <h1 id={titleId} className="text-xl font-semibold">
        {routeTitle(t, route.meta)}
      </h1>
      <div className="flex flex-col gap-3 rounded bg-surface p-4 shadow-sm">
        <Select
          label={t('administration.columns.report')}
          value={open}
          onValueChange={setOpen}
          options={reports.map((r) => ({ value: refKey(r.ref), label: reportName(r.ref) }))}
        />
        {opened.fields ? (
          <ReportColumnsEditor key={open} report={opened.ref} fields={opened.fields} />
        ) : (
          <Skeleton lines={2} label={t('app.loading')} />
        )}
      </div>
      <h2 id={listId} className="font-medium">
        {t('administration.columns.customized')}
      </h2>
      <Table
        labelledBy={listId}
        columns={columns}
        rows={reports.filter((r) => r.fields?.customized)}
        rowKey={(r) => refKey(r.ref)}
        loading={loading}
        empty={t('administration.columns.none')}
        className="rounded bg-surface shadow-sm"
      />
    </section>
  );
}

/** The titles of the columns a report shows, in order, those that cannot be removed marked so. */
function chosenTitles(fields: CustomReportFields, fixed: (title: string) => string): string[] {
  const byId = new Map(fields.fields.map((field) => [field.id, field]));
  return fields.fieldIds.flatMap((id) => {
    const field = byId.get(id);
    return field ? [field.deletable ? field.titleName : fixed(field.titleName)] : [];
  });
}

/** One report's columns: whether they are the user's own, what they are, and the chooser that changes them. */
function ReportColumnsEditor({ report, fields }: { report: ReportRef; fields: CustomReportFields }) {
  const { t } = useTranslation();
  const { mutateAsync: save } = useSaveCustomReportFields(report);
  const { mutateAsync: reset } = useResetCustomReportFields(report);
  const adapter = useMemo(
    () => customFieldColumnSettings(report, fields, { save, reset: () => reset() }),
    [report, fields, save, reset],
  );
  const available = useMemo(() => offeredColumns(fields), [fields]);
  const control = useColumnSettings({ adapter, available });
  const fixed = (title: string) => t('administration.columns.fixed', { title });
  return (
    <div className="flex flex-col gap-2">
      <p className="flex flex-wrap items-center gap-2 text-control">
        {fields.customized ? (
          <Badge tone="primary">{t('administration.columns.own')}</Badge>
        ) : (
          <Badge tone="neutral">{t('administration.columns.default')}</Badge>
        )}
        <span className="wrap-anywhere">{chosenTitles(fields, fixed).join(', ')}</span>
      </p>
      <p className="text-control-sm text-muted">{t('administration.columns.locked')}</p>
      <ColumnSettingsPanel columns={[]} control={control} />
    </div>
  );
}
