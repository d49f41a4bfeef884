import { endpoints } from '@adconsole/api-client/contract';
import { useDraftDetail, useUserInfo } from '@adconsole/api-client/react';
import {
  DraftNavigation,
  draftLock,
  draftStatusOptions,
  draftStepLabels,
  draftSteps,
  errorsByStep,
  Stepper,
  validateDraft,
  type DraftStep,
} from '@adconsole/draft-editor';
import { useTranslation } from '@adconsole/i18n';
import { Badge, Button, Skeleton } from '@adconsole/ui';
import { useMemo, type ComponentType } from 'react';
import { Link } from 'react-router';
import { FailDetail } from '../../lib/fail-detail';
import { useCanCall } from '../../route-info/permission';
import { BaseStep } from './base-step';
import { CreativesStep } from './creatives-step';
import { stepLocation } from './editor-location';
import { KeywordsStep } from './keywords-step';
import { PreviewStep } from './preview-step';
import type { StepProps } from './step-props';
import { useEditorLocation } from './use-editor-location';
import { DraftUnavailable } from './draft-unavailable';
import { refusedAt, refusedItems, refusedKindLabels } from './upload-refusals';

const stepViews: Record<DraftStep, ComponentType<StepProps>> = {
  base: BaseStep,
  keywords: KeywordsStep,
  creatives: CreativesStep,
  preview: PreviewStep,
};

/**
 * A stored draft in the editor (docs/requirements.md#ad-drafts): its four steps with the stepper, the left
 * navigation of its items with their error marks, and the open step. Every change is saved by its own call
 * and the draft's detail is fetched again, so the marks follow. A locked draft, or a user without
 * `draft:edit`, sees it read-only (docs/requirements.md#users-roles-and-permissions).
 */
export function DraftEditView({ id, title }: { id: number; title: string }) {
  const { t } = useTranslation();
  const detail = useDraftDetail(id);
  const [location, navigator] = useEditorLocation();
  const accounts = useUserInfo().data?.accounts ?? [];
  const canEdit = useCanCall(endpoints.draftSave);
  const draft = detail.data;
  const validation = useMemo(() => draft && validateDraft(draft), [draft]);

  if (detail.isError) {
    return <DraftUnavailable message={t('drafts.editor.loadFailed')} back={t('drafts.editor.backToBox')} />;
  }
  if (!draft || !validation) return <Skeleton lines={8} label={t('drafts.editor.loading')} />;

  const lock = draftLock(draft.status);
  const readOnly = Boolean(lock) || !canEdit;
  const errorCounts = errorsByStep(validation.errors);
  const index = draftSteps.indexOf(location.step);
  const StepView = stepViews[location.step];
  const goToStep = (step: DraftStep) => navigator.go(stepLocation(step, location, draft));
  const status = draftStatusOptions.find((option) => option.value === draft.status)!;
  // The provider's reasons for the open item (docs/requirements.md#draft-upload); the preview lists them all.
  const refusedHere = refusedAt(refusedItems(draft), location);

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-xl font-semibold wrap-anywhere">
          <span className="sr-only">{`${title}: `}</span>
          {draft.name}
        </h1>
        <Badge>{t(status.label)}</Badge>
        <span className="text-control-sm text-muted">
          {accounts.find((account) => account.accountId === draft.accountId)?.accountNo}
        </span>
        <Link to="/adManage/draftBox" className="ms-auto text-control text-primary-text hover:underline">
          {t('drafts.editor.backToBox')}
        </Link>
      </header>
      {lock && (
        <p role="status" className="rounded bg-warning-soft px-3 py-2 text-warning">
          {t(lock)}
        </p>
      )}
      {!canEdit && (
        <p role="status" className="rounded bg-canvas px-3 py-2 text-muted">
          {t('drafts.editor.viewOnly')}
        </p>
      )}
      <Stepper
        label={t('drafts.editor.steps')}
        steps={draftSteps.map((step) => ({
          id: step,
          label: t(draftStepLabels[step]),
          errors: errorCounts[step],
        }))}
        current={location.step}
        hrefOf={(step) => navigator.href(stepLocation(step, location, draft))}
        onSelect={goToStep}
      />
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside className="rounded bg-surface p-2 shadow-sm">
          <DraftNavigation
            draft={draft}
            errors={validation.errors}
            location={location}
            navigator={navigator}
            actions={
              canEdit && (
                <Button
                  disabled={Boolean(lock)}
                  onClick={() => navigator.go({ step: 'base', campaign: 'new' })}
                >
                  {t('drafts.editor.addCampaign')}
                </Button>
              )
            }
          />
        </aside>
        <div className="flex min-w-0 flex-col gap-4 rounded bg-surface p-4 shadow-sm">
          {refusedHere.length > 0 && (
            <ul className="flex flex-col gap-1 rounded bg-danger-soft px-3 py-2 text-danger">
              {refusedHere.map((item) => (
                <li key={`${item.kind}:${item.id}`}>
                  {`${t(refusedKindLabels[item.kind])} ${item.name}: `}
                  {t('draftUpload.failReason', { reason: t(item.reason) })}
                  <FailDetail detail={item.detail} />
                </li>
              ))}
            </ul>
          )}
          <StepView
            draft={draft}
            validation={validation}
            location={location}
            navigator={navigator}
            readOnly={readOnly}
          />
          <nav
            aria-label={t('drafts.editor.stepMoves')}
            className="flex flex-wrap justify-between gap-2 border-t border-border pt-4"
          >
            {index > 0 ? (
              <Button onClick={() => goToStep(draftSteps[index - 1]!)}>
                {t('drafts.editor.previousStep')}
              </Button>
            ) : (
              <span />
            )}
            {index < draftSteps.length - 1 && (
              <Button variant="primary" onClick={() => goToStep(draftSteps[index + 1]!)}>
                {t('drafts.editor.nextStep')}
              </Button>
            )}
          </nav>
        </div>
      </div>
    </div>
  );
}
