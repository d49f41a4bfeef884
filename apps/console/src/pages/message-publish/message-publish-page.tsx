import { endpoints, type PublishedNotice } from '@adconsole/api-client/contract';
import { useNotices, useWithdrawNotice } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { Badge, Button, confirm, Select, toast, type TableColumn } from '@adconsole/ui';
import { useState } from 'react';
import { useListParams } from '../../lib/list-params';
import { ListPage } from '../../lib/list-page';
import { messageText } from '../../messages/message-text';
import { CanCall } from '../../route-info/permission';
import type { PageProps } from '../../route-info/page-props';
import { routeTitle } from '../../route-info/route-title';
import { NoticeDialog } from './notice-dialog';
import { emptyNotice, noticeFormValues, type NoticeFormValues } from './notice-form';
import { noticeListRequest, NoticeQuery } from './notice-query';

/** The notice the dialog writes: a new one, or a published one being changed. */
type Editing = { id?: number; initial: NoticeFormValues };

/**
 * /messageCenter/publish (docs/requirements.md#notices), for holders of system:message:publish: the notices
 * they wrote, newest first, paged and filtered by status in the URL; write a new one, change or withdraw one.
 */
export function MessagePublishPage({ route }: PageProps) {
  const { t, i18n } = useTranslation();
  const [query, update] = useListParams(NoticeQuery);
  const list = useNotices(noticeListRequest(query));
  const withdraw = useWithdrawNotice();
  const [editing, setEditing] = useState<Editing>();

  async function withdrawNotice(notice: PublishedNotice) {
    const confirmed = await confirm({
      title: t('notices.withdrawTitle'),
      message: t('notices.withdrawBody', { text: messageText(notice, i18n.language) }),
      confirmLabel: t('notices.withdraw'),
      danger: true,
    });
    if (!confirmed) return;
    await withdraw.mutateAsync(notice.id);
    toast.success(t('notices.withdrawn'));
  }

  const columns: TableColumn<PublishedNotice>[] = [
    {
      id: 'content',
      header: t('messages.content'),
      rowHeader: true,
      minWidth: '16rem',
      cell: (notice) => <span className="wrap-anywhere">{messageText(notice, i18n.language)}</span>,
    },
    {
      id: 'audience',
      header: t('notices.audience'),
      minWidth: '8rem',
      cell: (notice) =>
        notice.recipients
          ? notice.recipients.map((recipient) => recipient.userName).join(', ')
          : t('notices.audienceOption.everyone'),
    },
    {
      id: 'status',
      header: t('messages.state'),
      nowrap: true,
      cell: (notice) => (
        <Badge tone={notice.status === 'published' ? 'primary' : 'neutral'}>
          {t(`notices.status.${notice.status}`)}
        </Badge>
      ),
    },
    {
      id: 'time',
      header: t('notices.updatedTime'),
      nowrap: true,
      cell: (notice) => <span className="tabular-nums">{notice.updatedTime}</span>,
    },
    {
      id: 'actions',
      header: t('notices.actions'),
      hideHeader: true,
      nowrap: true,
      align: 'end',
      // A withdrawn notice stays listed for the record; there is nothing more to do with it.
      cell: (notice) =>
        notice.status === 'published' && (
          <span className="inline-flex gap-1">
            <CanCall endpoint={endpoints.noticeSave}>
              <Button
                variant="ghost"
                aria-label={t('notices.editNamed', { id: notice.id })}
                onClick={() => setEditing({ id: notice.id, initial: noticeFormValues(notice) })}
              >
                {t('notices.edit')}
              </Button>
            </CanCall>
            <CanCall endpoint={endpoints.noticeWithdraw}>
              <Button
                variant="ghost"
                aria-label={t('notices.withdrawNamed', { id: notice.id })}
                onClick={() => void withdrawNotice(notice)}
              >
                {t('notices.withdraw')}
              </Button>
            </CanCall>
          </span>
        ),
    },
  ];

  return (
    <ListPage
      title={routeTitle(t, route.meta)}
      columns={columns}
      list={list}
      rowKey={(notice) => notice.id}
      empty={t('notices.empty')}
      query={query}
      onQueryChange={update}
    >
      <div className="flex flex-wrap items-end gap-2">
        <Select
          label={t('notices.filter')}
          value={query.status}
          onValueChange={(status) => update({ status: status as NoticeQuery['status'], page: 1 })}
          options={(['all', 'published', 'withdrawn'] as const).map((value) => ({
            value,
            label: t(`notices.status.${value}`),
          }))}
        />
        <CanCall endpoint={endpoints.noticeSave}>
          <Button variant="primary" onClick={() => setEditing({ initial: emptyNotice })}>
            {t('notices.new')}
          </Button>
        </CanCall>
      </div>
      {editing && <NoticeDialog {...editing} onClose={() => setEditing(undefined)} />}
    </ListPage>
  );
}
