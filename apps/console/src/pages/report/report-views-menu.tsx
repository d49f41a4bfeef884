import type { ReportView, ReportViewState } from '@adconsole/api-client/contract';
import { useDeleteReportView, useSaveReportView, type ViewReport } from '@adconsole/api-client/react';
import type { DateRange } from '@adconsole/date-range';
import { useTranslation } from '@adconsole/i18n';
import {
  Button,
  confirm,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  lazyPart,
  toast,
  useLazyPart,
} from '@adconsole/ui';
import { useState } from 'react';
import { viewRangeText } from './report-view-range-text';

export interface ReportViewsMenuProps {
  report: ViewReport;
  /** The user's own views of the report for the account, by name. */
  views: readonly ReportView[];
  /** The view the page's link names, the user's or one shared by its link. */
  opened: ReportView | undefined;
  /** The dates the page shows, which the save dialog names. */
  shown: DateRange;
  /** True when the page differs from the opened view as saved. */
  changed: boolean;
  /** The page as a view state, for Save. */
  current: () => ReportViewState;
  onOpen: (view: ReportView) => void;
  onReset: () => void;
}

export type Editing = { kind: 'saveAs' } | { kind: 'rename'; view: ReportView };

/** The name dialog loads when it is first asked for, not with the page (docs/architecture.md#bundle-budgets). */
const nameDialog = lazyPart(() => import('./report-view-name-dialog'));

/**
 * The views menu of a report page (docs/requirements.md#report-views): the user's views to open, and Save as,
 * Save changes, Rename, Open by default, Delete for the open one when it is theirs, and Reset to the report's
 * default.
 */
export function ReportViewsMenu({
  report,
  views,
  opened,
  shown,
  changed,
  current,
  onOpen,
  onReset,
}: ReportViewsMenuProps) {
  const { t } = useTranslation();
  const save = useSaveReportView(report);
  const remove = useDeleteReportView();
  const [editing, setEditing] = useState<Editing>();
  const dialog = useLazyPart(nameDialog, editing !== undefined);
  // Another report's view (opened by its link) is changed on its own report only, as a shared one is.
  const own =
    opened?.own && (opened.granularity === null || opened.granularity === report.granularity)
      ? opened
      : undefined;
  const label = opened
    ? t('reportPage.views.current', {
        name: opened.own ? opened.name : t('reportPage.views.shared', { name: opened.name }),
      })
    : t('reportPage.views.menu');

  async function saveChanges(view: ReportView, change: { isDefault?: boolean } = {}) {
    const saved = await save.mutateAsync({ id: view.id, name: view.name, state: current(), ...change });
    toast.success(t('reportPage.views.saved', { name: saved.name }));
  }

  async function deleteView(view: ReportView) {
    const confirmed = await confirm({
      title: t('reportPage.views.deleteTitle'),
      message: t('reportPage.views.deleteMessage', { name: view.name }),
      danger: true,
    });
    if (!confirmed) return;
    // A refusal (a scheduled report sends this view) is shown by the client's error toast; the view stays.
    const deleted = await remove.mutateAsync(view.id).then(
      () => true,
      () => false,
    );
    if (!deleted) return;
    toast.success(t('reportPage.views.deleted', { name: view.name }));
    onReset();
  }

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button>
            <span className="max-w-[16em] truncate">{label}</span>
            {changed && <span className="text-control-sm text-muted">({t('reportPage.views.changed')})</span>}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent className="w-72">
          <DropdownMenuLabel>{t('reportPage.views.mine')}</DropdownMenuLabel>
          {views.length === 0 && <p className="px-3 py-2 text-muted">{t('reportPage.views.none')}</p>}
          <DropdownMenuRadioGroup value={opened?.own ? String(opened.id) : ''}>
            {views.map((view) => (
              <DropdownMenuRadioItem key={view.id} value={String(view.id)} onSelect={() => onOpen(view)}>
                <span className="truncate">{view.name}</span>
                {view.isDefault && (
                  <span className="ml-auto text-control-sm text-muted">
                    {t('reportPage.views.defaultMark')}
                  </span>
                )}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setEditing({ kind: 'saveAs' })}>
            {t('reportPage.views.saveAs')}
          </DropdownMenuItem>
          {own && (
            <>
              <DropdownMenuItem disabled={!changed} onSelect={() => void saveChanges(own)}>
                {t('reportPage.views.save', { name: own.name })}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => setEditing({ kind: 'rename', view: own })}>
                {t('reportPage.views.rename', { name: own.name })}
              </DropdownMenuItem>
              {!own.isDefault && (
                <DropdownMenuItem onSelect={() => void saveChanges(own, { isDefault: true })}>
                  {t('reportPage.views.makeDefault', { name: own.name })}
                </DropdownMenuItem>
              )}
              <DropdownMenuItem onSelect={() => void deleteView(own)}>
                {t('reportPage.views.delete', { name: own.name })}
              </DropdownMenuItem>
            </>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={onReset}>{t('reportPage.views.reset')}</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {editing && dialog && (
        <dialog.ViewNameDialog
          editing={editing}
          datesText={editing.kind === 'saveAs' ? viewRangeText(t, current().range!, shown) : undefined}
          onClose={() => setEditing(undefined)}
          onSave={async ({ name, isDefault }) => {
            const saved =
              editing.kind === 'saveAs'
                ? await save.mutateAsync({ name, isDefault, state: current() })
                : await save.mutateAsync({ id: editing.view.id, name, state: editing.view.state });
            toast.success(t('reportPage.views.saved', { name: saved.name }));
            setEditing(undefined);
            onOpen(saved);
          }}
        />
      )}
    </>
  );
}
