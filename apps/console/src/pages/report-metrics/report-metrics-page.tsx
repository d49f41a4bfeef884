import type { ReportMetric } from '@adconsole/api-client/contract';
import { useDeleteReportMetric, useReportMetrics } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { shownFormula } from '@adconsole/report-table-rules';
import { Badge } from '@adconsole/ui';
import { useMemo, useState } from 'react';
import { OwnList } from '../../notifications/own-list';
import { MetricDialog } from '../../report-metrics/metric-dialog';
import { everyFormulaColumn } from '../../report-metrics/formula-columns';
import { metricName } from '../../report-metrics/metric-form';
import type { PageProps } from '../../routes/page-props';
import { routeTitle } from '../../routes/route-title';

/** A metric as the list shows it: named in the reader's language. */
interface MetricRow {
  id: number;
  name: string;
  /** Its formula with the reader's titles (`shownFormula`), worked out once per list. */
  formula: string;
  metric: ReportMetric;
}

/**
 * /systemSet/reportMetrics (docs/requirements.md#calculated-columns): the user's calculated metrics and those
 * shared with everyone, each with its formula, format and owner; the user creates one, and changes or deletes
 * only their own. A delete the server refuses (a view or a scheduled report uses the metric) is told in its words.
 */
export function ReportMetricsPage({ route }: PageProps) {
  const { t, i18n } = useTranslation();
  const metrics = useReportMetrics();
  const remove = useDeleteReportMetric();
  const [editing, setEditing] = useState<{ metric?: ReportMetric }>();
  const rows = useMemo(() => {
    // Formulas are stored with dataKeys and read with the titles of the reader's language.
    const columns = everyFormulaColumn(t, i18n.language);
    return metrics.data?.map((metric): MetricRow => ({
      id: metric.id,
      name: metricName(metric, i18n.language),
      formula: shownFormula(metric.formula, columns),
      metric,
    }));
  }, [metrics.data, t, i18n.language]);

  return (
    <OwnList
      title={routeTitle(t, route.meta)}
      create={{ label: t('reportMetrics.new'), onClick: () => setEditing({}) }}
      intro={<p className="max-w-prose text-control text-muted">{t('reportMetrics.intro')}</p>}
      columns={[
        {
          id: 'formula',
          header: t('reportMetrics.formula'),
          minWidth: '12rem',
          cell: ({ formula }) => <span className="wrap-anywhere font-mono text-control-sm">{formula}</span>,
        },
        {
          id: 'format',
          header: t('reportMetrics.format'),
          nowrap: true,
          cell: ({ metric }) =>
            t('reportMetrics.formatWithDecimals', {
              format: t(`reportMetrics.formats.${metric.format}`),
              count: String(metric.decimals),
            }),
        },
        {
          id: 'owner',
          header: t('reportMetrics.owner'),
          nowrap: true,
          cell: ({ metric }) =>
            metric.mine ? (
              <Badge tone={metric.shared ? 'primary' : 'neutral'}>
                {t(metric.shared ? 'reportMetrics.owners.mineShared' : 'reportMetrics.owners.mine')}
              </Badge>
            ) : (
              <Badge tone="primary">{t('reportMetrics.owners.shared')}</Badge>
            ),
        },
      ]}
      list={{ data: rows, isError: metrics.isError, refetch: metrics.refetch }}
      empty={t('reportMetrics.empty')}
      changeable={({ metric }) => metric.mine}
      onEdit={({ metric }) => setEditing({ metric })}
      deleteQuestion={({ name }) => ({
        title: t('reportMetrics.deleteTitle'),
        message: t('reportMetrics.deleteMessage', { name }),
      })}
      remove={({ id }) => remove.mutateAsync(id)}
    >
      <MetricDialog
        open={editing !== undefined}
        metric={editing?.metric}
        onClose={() => setEditing(undefined)}
      />
    </OwnList>
  );
}
