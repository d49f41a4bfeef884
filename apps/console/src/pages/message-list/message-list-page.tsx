import { useMessages, useReadMessages } from '@adconsole/api-client/react';
import type { Message } from '@adconsole/api-client/contract';
import { useTranslation } from '@adconsole/i18n';
import { Badge, Button, Select, type TableColumn } from '@adconsole/ui';
import { Link } from 'react-router';
import { useListParams } from '../../lib/list-params';
import { ListPage } from '../../lib/list-page';
import { messageText } from '../../messages/message-text';
import { messageTypeKey } from '../../messages/message-type';
import type { PageProps } from '../../route-info/page-props';
import { routeTitle } from '../../route-info/route-title';
import { listRequest, MessageListQuery } from './list-query';

/** /messageCenter/list: the user's messages, newest first, paged and filtered by read state in the URL. */
export function MessageListPage({ route }: PageProps) {
  const { t, i18n } = useTranslation();
  const [query, update] = useListParams(MessageListQuery);
  const list = useMessages(listRequest(query));
  const read = useReadMessages();
  const messages = list.data?.data ?? [];
  const unreadIds = messages.filter((m) => !m.isRead).map((m) => m.id);

  // The message first: on a phone it fills the screen, and the other columns scroll in beside it.
  const columns: TableColumn<Message>[] = [
    {
      id: 'content',
      header: t('messages.content'),
      rowHeader: true,
      minWidth: '16rem',
      cell: (message) => (
        <Link
          to={`/messageCenter/details?id=${message.id}`}
          className={message.isRead ? 'font-normal text-ink' : 'font-medium text-primary-text'}
        >
          {messageText(message, i18n.language)}
        </Link>
      ),
    },
    { id: 'type', header: t('messages.type'), nowrap: true, cell: (message) => t(messageTypeKey(message)) },
    {
      id: 'time',
      header: t('messages.time'),
      nowrap: true,
      cell: (message) => <span className="tabular-nums">{message.createdTime}</span>,
    },
    {
      id: 'state',
      header: t('messages.state'),
      nowrap: true,
      cell: (message) => (
        <Badge tone={message.isRead ? 'neutral' : 'primary'}>
          {message.isRead ? t('messages.read') : t('messages.unread')}
        </Badge>
      ),
    },
  ];

  return (
    <ListPage
      title={routeTitle(t, route.meta)}
      columns={columns}
      list={list}
      rowKey={(message) => message.id}
      empty={t('messages.empty')}
      query={query}
      onQueryChange={update}
    >
      <div className="flex flex-wrap items-end gap-2">
        <Select
          label={t('messages.filter')}
          value={query.show}
          onValueChange={(show) => update({ show: show as MessageListQuery['show'], page: 1 })}
          options={(['all', 'unread', 'read'] as const).map((value) => ({
            value,
            label: t(`messages.${value}`),
          }))}
        />
        <Button
          disabled={unreadIds.length === 0}
          loading={read.isPending}
          onClick={() => read.mutate(unreadIds)}
        >
          {t('messages.markAllRead')}
        </Button>
      </div>
    </ListPage>
  );
}
