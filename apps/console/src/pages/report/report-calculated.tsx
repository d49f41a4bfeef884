import {
  calculatedId,
  calculatedKey,
  type CalculatedColumnDefinition,
  type TitleInfo,
} from '@adconsole/api-client/contract';
import { useCalculatedColumns } from '@adconsole/api-client/react';
import { useTranslation, withTexts } from '@adconsole/i18n';
import type { CalculatedColumn, ColumnMenuItem } from '@adconsole/report-table';
import { lazyPart, useLazyPart } from '@adconsole/ui';
import { useCallback, useMemo, useState } from 'react';
import { answeredMetricColumns } from './report-calculated-columns';

/**
 * The dialog that defines a metric loads when first asked for, with its texts, not with the report page
 * (docs/architecture.md#bundle-budgets); hover or focus of what opens it fetches it ahead.
 */
const metricDialog = lazyPart(() =>
  withTexts('calculatedColumns', () => import('../../calculated-columns/calculated-column-dialog')),
);
const prepare = () => void metricDialog.load().catch(() => undefined);

/** The metric dialog asked for: a new metric, or one of the user's own to change. */
export interface MetricEditing {
  metric?: CalculatedColumnDefinition;
}

export interface ReportCalculatedColumns {
  /** The table's calculated columns of the metrics the answer holds: their format, decimals, better way. */
  calculatedColumns: readonly CalculatedColumn[];
  /** "New calculated column" in the column chooser. */
  newColumn: ColumnMenuItem;
  /** "Edit calculated column" in the menu of a column of one of the user's own metrics. */
  columnItems: (column: { id: string }) => readonly ColumnMenuItem[];
  editing: MetricEditing | undefined;
  closeEditing: () => void;
}

/**
 * A report page's calculated columns (docs/requirements.md#calculated-columns): the user's usable metrics
 * as the server answers them, and the dialog that makes a new one or changes one of theirs.
 */
export function useReportCalculatedColumns(titleInfos: readonly TitleInfo[]): ReportCalculatedColumns {
  const { t } = useTranslation();
  const metrics = useCalculatedColumns();
  const [editing, setEditing] = useState<MetricEditing>();
  const calculatedColumns = useMemo(
    () => answeredMetricColumns(metrics.data ?? [], titleInfos),
    [metrics.data, titleInfos],
  );
  const newColumn = useMemo(
    (): ColumnMenuItem => ({
      label: t('reports.calculated.new'),
      onSelect: () => setEditing({}),
      onPrepare: prepare,
    }),
    [t],
  );
  const columnItems = useCallback(
    (column: { id: string }): readonly ColumnMenuItem[] => {
      const id = calculatedId(column.id);
      const metric = id === null ? undefined : metrics.data?.find((candidate) => candidate.id === id);
      return metric?.mine
        ? [
            {
              label: t('reports.calculated.edit'),
              onSelect: () => setEditing({ metric }),
              onPrepare: prepare,
            },
          ]
        : [];
    },
    [metrics.data, t],
  );
  const closeEditing = useCallback(() => setEditing(undefined), []);
  return { calculatedColumns, newColumn, columnItems, editing, closeEditing };
}

export interface CalculatedColumnDialogProps {
  editing: MetricEditing | undefined;
  /** The report's columns a formula may name. */
  inputs: readonly { key: string; title: string }[];
  onClose: () => void;
  /** Called with the key of a metric just made, to show its column. */
  onCreated: (key: string) => void;
}

/** The metric dialog once its code is here. */
export function CalculatedColumnDialog({ editing, inputs, onClose, onCreated }: CalculatedColumnDialogProps) {
  const dialog = useLazyPart(metricDialog, editing !== undefined);
  if (!editing || !dialog) return null;
  return (
    <dialog.CalculatedColumnDialog
      open
      metric={editing.metric}
      inputs={inputs}
      onClose={onClose}
      onSaved={(saved: CalculatedColumnDefinition) => {
        if (!editing.metric) onCreated(calculatedKey(saved.id));
      }}
    />
  );
}
