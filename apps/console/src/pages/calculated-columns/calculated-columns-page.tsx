import type { CalculatedColumnDefinition } from '@adconsole/api-client/contract';
import { useDeleteCalculatedColumn, useCalculatedColumns } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { shownFormula } from '@adconsole/report-table-rules';
import { Badge } from '@adconsole/ui';
import { useMemo, useState } from 'react';
import { OwnList } from '../../lib/own-list';
import { CalculatedColumnDialog } from '../../calculated-columns/calculated-column-dialog';
import { everyFormulaColumn } from '../../calculated-columns/formula-columns';
import { metricName } from '../../calculated-columns/calculated-column-form';
import type { PageProps } from '../../route-info/page-props';
import { routeTitle } from '../../route-info/route-title';

/** A metric as the list shows it: named in the reader's language. */
interface MetricRow {
  id: number;
  name: string;
  /** Its formula with the reader's titles (`shownFormula`), worked out once per list. */
  formula: string;
  metric: CalculatedColumnDefinition;
}

/**
 * /systemSet/reportMetrics (docs/requirements.md#calculated-columns): the user's calculated metrics and those
 * shared with everyone, each with its formula, format and owner; the user creates one, and changes or deletes
 * only their own. A delete the server refuses (a view or a scheduled report uses the metric) is told in its words.
 */
export function CalculatedColumnsPage({ route }: PageProps) {
  const { t, i18n } = useTranslation();
  const metrics = useCalculatedColumns();
  const remove = useDeleteCalculatedColumn();
  const [editing, setEditing] = useState<{ metric?: CalculatedColumnDefinition }>();
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
      create={{ label: t('calculatedColumns.new'), onClick: () => setEditing({}) }}
      intro={<p className="max-w-prose text-control text-muted">{t('calculatedColumns.intro')}</p>}
      columns={[
        {
          id: 'formula',
          header: t('calculatedColumns.formula'),
          minWidth: '12rem',
          cell: ({ formula }) => <span className="wrap-anywhere font-mono text-control-sm">{formula}</span>,
        },
        {
          id: 'format',
          header: t('calculatedColumns.format'),
          nowrap: true,
          cell: ({ metric }) =>
            t('calculatedColumns.formatWithDecimals', {
              format: t(`calculatedColumns.formats.${metric.format}`),
              count: String(metric.decimals),
            }),
        },
        {
          id: 'owner',
          header: t('calculatedColumns.owner'),
          nowrap: true,
          cell: ({ metric }) =>
            metric.mine ? (
              <Badge tone={metric.shared ? 'primary' : 'neutral'}>
                {t(metric.shared ? 'calculatedColumns.owners.mineShared' : 'calculatedColumns.owners.mine')}
              </Badge>
            ) : (
              <Badge tone="primary">{t('calculatedColumns.owners.shared')}</Badge>
            ),
        },
      ]}
      list={{ data: rows, isError: metrics.isError, refetch: metrics.refetch }}
      empty={t('calculatedColumns.empty')}
      changeable={({ metric }) => metric.mine}
      onEdit={({ metric }) => setEditing({ metric })}
      deleteQuestion={({ name }) => ({
        title: t('calculatedColumns.deleteTitle'),
        message: t('calculatedColumns.deleteMessage', { name }),
      })}
      remove={({ id }) => remove.mutateAsync(id)}
    >
      <CalculatedColumnDialog
        open={editing !== undefined}
        metric={editing?.metric}
        onClose={() => setEditing(undefined)}
      />
    </OwnList>
  );
}
