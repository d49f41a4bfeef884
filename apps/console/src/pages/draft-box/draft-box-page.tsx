import { endpoints } from '@adconsole/api-client/contract';
import { useDeleteDrafts, useDrafts, useUserInfo } from '@adconsole/api-client/react';
import { draftStatus, draftStatusOptions, type DraftRecord, type DraftStatus } from '@adconsole/draft-editor';
import { useTranslation } from '@adconsole/i18n';
import {
  Badge,
  Button,
  confirm,
  Input,
  Select,
  toast,
  type BadgeTone,
  type TableColumn,
} from '@adconsole/ui';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useListParams } from '../../lib/list-params';
import { ListPage } from '../../lib/list-page';
import type { PageProps } from '../../route-info/page-props';
import { CanCall, useCanCall } from '../../route-info/permission';
import { routeTitle } from '../../route-info/route-title';
import { DraftBoxQuery, draftListRequest } from './draft-box-query';

const statusTones: Record<DraftStatus, BadgeTone> = {
  [draftStatus.draft]: 'neutral',
  [draftStatus.pendingConfirmation]: 'primary',
  [draftStatus.toBeModified]: 'warning',
  [draftStatus.uploaded]: 'success',
  [draftStatus.uploading]: 'primary',
};

/** The status filter's value for "every status". */
const allStatuses = 'all';

/**
 * /adManage/draftBox (docs/requirements.md#ad-drafts): the user's ad drafts newest first, searched by name and
 * status and paged in the URL; a new draft, and for each draft edit, copy and delete (confirmed).
 */
export function DraftBoxPage({ route }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, update] = useListParams(DraftBoxQuery);
  const [name, setName] = useState(query.name ?? '');
  const list = useDrafts(draftListRequest(query));
  const remove = useDeleteDrafts();
  const canCopy = useCanCall(endpoints.draftCopy);
  const canDelete = useCanCall(endpoints.draftDelete);
  const accounts = useUserInfo().data?.accounts ?? [];

  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ name: name.trim() || undefined, page: 1 });
  };
  const statusLabel = (status: DraftStatus) =>
    t(draftStatusOptions.find((option) => option.value === status)!.label);

  async function drop(draft: DraftRecord) {
    const confirmed = await confirm({
      title: t('drafts.box.deleteTitle'),
      message: t('drafts.box.deleteBody', { name: draft.name }),
      confirmLabel: t('drafts.editor.delete'),
      danger: true,
    });
    if (!confirmed) return;
    await remove.mutateAsync([draft.id]);
    toast.success(t('drafts.box.deleted', { name: draft.name }));
  }

  const columns: TableColumn<DraftRecord>[] = [
    {
      id: 'name',
      header: t('drafts.field.draftName'),
      rowHeader: true,
      minWidth: '10rem',
      cell: (draft) => (
        <Link
          to={`/adManage/draftEdit?id=${draft.id}`}
          className="font-medium text-primary-text hover:underline"
        >
          {draft.name}
        </Link>
      ),
    },
    {
      id: 'account',
      header: t('drafts.field.account'),
      nowrap: true,
      cell: (draft) => accounts.find((a) => a.accountId === draft.accountId)?.accountNo ?? '--',
    },
    {
      id: 'status',
      header: t('drafts.box.status'),
      nowrap: true,
      cell: (draft) => <Badge tone={statusTones[draft.status]}>{statusLabel(draft.status)}</Badge>,
    },
    {
      id: 'updatedTime',
      header: t('drafts.box.updatedTime'),
      nowrap: true,
      cell: (draft) => <span className="tabular-nums">{draft.updatedTime}</span>,
    },
    {
      id: 'actions',
      header: t('drafts.editor.actions'),
      nowrap: true,
      cell: (draft) =>
        (canCopy || canDelete) && (
          <span className="flex gap-2">
            {canCopy && (
              <Button
                aria-label={t('drafts.box.copyNamed', { name: draft.name })}
                onClick={() => navigate(`/adManage/draftCopy?id=${draft.id}`)}
              >
                {t('drafts.box.copy')}
              </Button>
            )}
            {canDelete && (
              <Button
                variant="danger"
                aria-label={t('drafts.box.deleteNamed', { name: draft.name })}
                onClick={() => void drop(draft).catch(() => undefined)}
              >
                {t('drafts.editor.delete')}
              </Button>
            )}
          </span>
        ),
    },
  ];

  return (
    <ListPage
      title={routeTitle(t, route.meta)}
      actions={
        <CanCall endpoint={endpoints.draftSave}>
          <Button variant="primary" onClick={() => navigate('/adManage/draftNew')}>
            {t('drafts.box.newDraft')}
          </Button>
        </CanCall>
      }
      columns={columns}
      list={list}
      rowKey={(draft) => draft.id}
      empty={t('drafts.box.empty')}
      query={query}
      onQueryChange={update}
    >
      <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor="draft-box-name" className="text-control text-muted">
            {t('drafts.field.draftName')}
          </label>
          <Input
            id="draft-box-name"
            type="search"
            value={name}
            onChange={(event) => setName(event.target.value)}
            className="w-56"
          />
        </div>
        <Select
          label={t('drafts.box.status')}
          value={query.status === undefined ? allStatuses : String(query.status)}
          onValueChange={(value) =>
            update({ status: value === allStatuses ? undefined : (Number(value) as DraftStatus), page: 1 })
          }
          options={[
            { value: allStatuses, label: t('drafts.box.allStatuses') },
            ...draftStatusOptions.map((option) => ({ value: String(option.value), label: t(option.label) })),
          ]}
        />
        <Button type="submit" variant="primary">
          {t('drafts.box.search')}
        </Button>
      </form>
    </ListPage>
  );
}
