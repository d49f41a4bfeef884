import { useMessages, useReadMessages } from '@adconsole/api-client';
import { useTranslation } from '@adconsole/i18n';
import { Badge, Button, Pagination, Select, Skeleton } from '@adconsole/ui';
import { Link, useSearchParams } from 'react-router';
import { messageText } from '../../messages/message-text';
import { messageTypeKey } from '../../messages/message-type';
import type { PageProps } from '../../routing/route-registry';
import { routeTitle } from '../../routing/route-title';
import { listRequest, messagePageSizes, parseListQuery, type MessageListQuery } from './list-query';

/** /messageCenter/list: the user's messages, newest first, paged and filtered by read state in the URL. */
export function MessageListPage({ route }: PageProps) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = parseListQuery(params);
  const list = useMessages(listRequest(query));
  const read = useReadMessages();
  const messages = list.data?.data ?? [];
  const unreadIds = messages.filter((m) => !m.isRead).map((m) => m.id);

  const update = (next: Partial<MessageListQuery>) =>
    setParams(Object.fromEntries(Object.entries({ ...query, ...next }).map(([k, v]) => [k, String(v)])));

  return (
    <section aria-labelledby="message-list-title" className="flex flex-col gap-4 p-4">
      <h1 id="message-list-title" className="text-xl font-semibold">
        {routeTitle(t, route.meta)}
      </h1>
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
      {!list.data ? (
        <Skeleton lines={5} label={t('app.loading')} />
      ) : messages.length === 0 ? (
        <p className="text-muted">{t('messages.empty')}</p>
      ) : (
        <table className="w-full rounded bg-surface text-left text-control shadow-sm">
          <thead className="border-b border-border text-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('messages.type')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('messages.content')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('messages.time')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('messages.state')}
              </th>
            </tr>
          </thead>
          <tbody>
            {messages.map((message) => (
              <tr key={message.id} className="border-b border-border last:border-0">
                <td className="px-3 py-2 whitespace-nowrap">{t(messageTypeKey(message))}</td>
                <td className="px-3 py-2">
                  <Link
                    to={`/messageCenter/details?id=${message.id}`}
                    className={message.isRead ? 'text-gray-700' : 'font-medium text-primary-text'}
                  >
                    {messageText(message, i18n.language)}
                  </Link>
                </td>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">{message.createdTime}</td>
                <td className="px-3 py-2">
                  <Badge tone={message.isRead ? 'neutral' : 'primary'}>
                    {message.isRead ? t('messages.read') : t('messages.unread')}
                  </Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination
        page={query.page}
        pageSize={query.size}
        pageSizes={messagePageSizes}
        total={list.data?.page?.totalCount ?? 0}
        onChange={({ page, pageSize }) => update({ page, size: pageSize })}
      />
    </section>
  );
}
