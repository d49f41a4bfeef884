import { endpoints } from '@adconsole/api-client/contract';
import { useSaveDraft, useUserInfo } from '@adconsole/api-client/react';
import { DraftBaseForm, Stepper, draftStepLabels, draftSteps } from '@adconsole/draft-editor';
import { useTranslation } from '@adconsole/i18n';
import { useNavigate } from 'react-router';
import { useCurrentAccount } from '../../session/services-context';
import { CanCall } from '../../route-info/permission';
import { NoEditPermission } from './no-edit-permission';

/**
 * /adManage/draftNew: the first step of a new draft, its name and account (the current account chosen at
 * first). Once saved, the draft opens in the editor on a new campaign. Creating one needs `draft:edit`.
 */
export function NewDraftView({ title }: { title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveDraft();
  const accounts = useUserInfo().data?.accounts ?? [];
  const [current] = useCurrentAccount();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{title}</h1>
      <Stepper
        label={t('drafts.editor.steps')}
        steps={draftSteps.map((step) => ({
          id: step,
          label: t(draftStepLabels[step]),
          disabled: step !== 'base',
        }))}
        current="base"
        hrefOf={() => '#'}
        onSelect={() => undefined}
      />
      <section
        aria-labelledby="draft-step-title"
        className="flex flex-col gap-4 rounded bg-surface p-4 shadow-sm"
      >
        <h2 id="draft-step-title" className="text-lg font-semibold">
          {t('drafts.editor.draftSettings')}
        </h2>
        <CanCall endpoint={endpoints.draftSave} fallback={<NoEditPermission />}>
          <DraftBaseForm
            base={{ name: '', accountId: current?.accountId }}
            accounts={accounts}
            submitLabel={t('drafts.editor.create')}
            onSubmit={async (base) => {
              const id = await save.mutateAsync(base);
              void navigate(`/adManage/draftEdit?id=${id}#step=base&campaign=new`, { replace: true });
            }}
          />
        </CanCall>
      </section>
    </div>
  );
}
