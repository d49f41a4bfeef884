import { Id } from '@adconsole/draft-editor';
import { useTranslation } from '@adconsole/i18n';
import { useSearchParams } from 'react-router';
import type { PageProps } from '../../route-info/page-props';
import { routeTitle } from '../../route-info/route-title';
import { CopyDraftView } from './copy-draft-view';
import { DraftEditView } from './draft-edit-view';
import { DraftUnavailable } from './draft-unavailable';
import { NewDraftView } from './new-draft-view';

/**
 * /adManage/draftNew, /adManage/draftEdit?id= and /adManage/draftCopy?id= (docs/requirements.md#ad-drafts):
 * one page component for the three routes of the editor, told apart by the route's last segment.
 */
export function DraftEditorPage({ route }: PageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const title = routeTitle(t, route.meta);
  const mode = route.path.split('/').at(-1);
  const id = Id.safeParse(Number(params.get('id')));

  let view;
  if (mode === 'draftNew') view = <NewDraftView title={title} />;
  else if (!id.success) {
    view = (
      <>
        <h1 className="text-xl font-semibold">{title}</h1>
        <DraftUnavailable message={t('drafts.editor.noDraft')} back={t('drafts.editor.backToBox')} />
      </>
    );
  } else if (mode === 'draftCopy') view = <CopyDraftView key={id.data} id={id.data} title={title} />;
  else view = <DraftEditView key={id.data} id={id.data} title={title} />;

  return <section className="flex flex-col gap-4 p-4">{view}</section>;
}
