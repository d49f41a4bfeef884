import {
  adChangeEndpoints,
  changeKinds,
  historyLevels,
  type ChangeKind,
  type ChangeRecord,
  type HistoryLevel,
} from '@adconsole/api-client/contract';
import { useChangeHistory, useCreateChangeHistoryExport, useUndoableJobs } from '@adconsole/api-client/react';
import { DateRangePicker, useDateRangeValidation } from '@adconsole/date-range';
import { useTranslation } from '@adconsole/i18n';
import { Button, Select, type TableColumn } from '@adconsole/ui';
import { useState } from 'react';
import { UndoDialog } from '../../report-actions/bulk-edit/undo-dialog';
import { changeUser, changeValues } from '../../change-markers/change-text';
import { ExportAction } from '../../lib/export-action';
import { ListPage } from '../../lib/list-page';
import { useListParams } from '../../lib/list-params';
import { CanCall, useCanCall } from '../../route-info/permission';
import type { PageProps } from '../../route-info/page-props';
import { routeTitle } from '../../route-info/route-title';
import { changeHistoryRequest, ChangeHistoryView, historyRange } from './change-history-query';

/** Any days up to today, never cleared (docs/requirements.md#date-pickers): changes are made today too. */
const pickerType = 5;
/** The select's choice of no filter (a Radix option cannot be empty). */
const all = 'all';

/**
 * /adManage/changeHistory (docs/requirements.md#change-history): the current account's changes, newest first:
 * this console's (uploads, negatives, bulk edits, undo) with who made them, and the provider's records of
 * changes made elsewhere; filtered by range, level and kind in the URL, exported to the download centre, and
 * a bulk edit the user may still undo offered for undo.
 */
export function ChangeHistoryPage({ route }: PageProps) {
  const { t } = useTranslation();
  const title = routeTitle(t, route.meta);
  const [view, update] = useListParams(ChangeHistoryView);
  const [now] = useState(Date.now);
  const range = historyRange(view, now);
  const rangeError = useDateRangeValidation()(pickerType, range, now);
  const body = changeHistoryRequest(view, range);
  const list = useChangeHistory(body);
  const createExport = useCreateChangeHistoryExport();
  const [undoJob, setUndoJob] = useState<number>();

  const rows = list.data?.data;
  const editJobs = [
    ...new Set(rows?.flatMap((row) => (row.kind === 'edit' && row.jobId ? [row.jobId] : []))),
  ];
  const undoable = useUndoableJobs(editJobs, useCanCall(adChangeEndpoints.bulkEditUndo));

  const columns: TableColumn<ChangeRecord>[] = [
    {
      id: 'time',
      header: t('changeHistory.time'),
      nowrap: true,
      cell: (change) => <span className="tabular-nums">{change.time}</span>,
    },
    {
      id: 'kind',
      header: t('changeHistory.kind'),
      minWidth: '6rem',
      cell: (change) => t(`changeHistory.kindName.${change.kind}`),
    },
    {
      id: 'user',
      header: t('changeHistory.user'),
      minWidth: '6rem',
      cell: (change) => changeUser(t, change),
    },
    {
      id: 'level',
      header: t('changeHistory.level'),
      minWidth: '5rem',
      cell: (change) => t(`changeHistory.levelName.${change.level}`),
    },
    {
      id: 'object',
      header: t('changeHistory.object'),
      rowHeader: true,
      minWidth: '10rem',
      cell: (change) => <span className="wrap-anywhere">{change.objectName}</span>,
    },
    { id: 'field', header: t('changeHistory.field'), minWidth: '6rem', cell: (change) => change.field },
    {
      id: 'change',
      header: t('changeHistory.change'),
      minWidth: '8rem',
      cell: (change) => <span className="wrap-anywhere">{changeValues(t, change)}</span>,
    },
    {
      id: 'actions',
      header: t('changeHistory.actions'),
      hideHeader: true,
      nowrap: true,
      cell: (change) =>
        change.jobId !== null &&
        undoable.has(change.jobId) && (
          <Button
            variant="secondary"
            aria-label={t('changeHistory.undoNamed', {
              jobId: String(change.jobId),
              object: change.objectName,
            })}
            onClick={() => setUndoJob(change.jobId!)}
          >
            {t('changeHistory.undo')}
          </Button>
        ),
    },
  ];

  return (
    <ListPage
      title={title}
      actions={
        <CanCall endpoint={adChangeEndpoints.changeHistoryExport}>
          <ExportAction
            title={t('changeHistory.exportTitle')}
            range={range}
            check={() => rangeError}
            create={() => createExport.mutateAsync(body)}
            pending={createExport.isPending}
          />
        </CanCall>
      }
      columns={columns}
      list={list}
      rowKey={(change) => change.id}
      empty={rangeError ?? t('changeHistory.empty')}
      stacked
      query={view}
      onQueryChange={update}
    >
      <div role="search" aria-label={t('changeHistory.filters')} className="flex flex-wrap items-end gap-2">
        <DateRangePicker
          type={pickerType}
          value={range}
          onChange={(change) => change && update({ ...change.range, page: 1 })}
          label={t('changeHistory.range')}
          error={rangeError}
        />
        <Select
          label={t('changeHistory.level')}
          value={view.level ?? all}
          onValueChange={(value) =>
            update({ level: value === all ? undefined : (value as HistoryLevel), page: 1 })
          }
          options={[
            { value: all, label: t('changeHistory.allLevels') },
            ...historyLevels.map((level) => ({ value: level, label: t(`changeHistory.levelName.${level}`) })),
          ]}
        />
        <Select
          label={t('changeHistory.kind')}
          value={view.kind ?? all}
          onValueChange={(value) =>
            update({ kind: value === all ? undefined : (value as ChangeKind), page: 1 })
          }
          options={[
            { value: all, label: t('changeHistory.allKinds') },
            ...changeKinds.map((kind) => ({ value: kind, label: t(`changeHistory.kindName.${kind}`) })),
          ]}
        />
      </div>
      <UndoDialog jobId={undoJob} onClose={() => setUndoJob(undefined)} />
    </ListPage>
  );
}
