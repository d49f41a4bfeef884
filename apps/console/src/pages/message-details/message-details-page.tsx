import { useMessageDetail } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { Skeleton } from '@adconsole/ui';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { messageText } from '../../messages/message-text';
import { messageTypeKey } from '../../messages/message-type';
import type { PageProps } from '../../route-info/page-props';
import { routeTitle } from '../../route-info/route-title';

const MessageId = z.coerce.number().int().min(1);

/** /messageCenter/details?id=…: one message, which the server marks read as it answers. */
export function MessageDetailsPage({ route }: PageProps) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = MessageId.safeParse(params.get('id'));
  const detail = useMessageDetail(id.success ? id.data : undefined);

  return (
    <section aria-labelledby="message-title" className="flex flex-col gap-4 p-4">
      <h1 id="message-title" className="text-xl font-semibold">
        {routeTitle(t, route.meta)}
      </h1>
      {!id.success || detail.isError ? (
        <p className="text-muted">{t('messages.notFound')}</p>
      ) : !detail.data ? (
        <Skeleton lines={3} label={t('app.loading')} />
      ) : (
        <article className="flex flex-col gap-2 rounded bg-surface p-4 shadow-sm">
          <p className="text-control-sm text-muted">
            {t(messageTypeKey(detail.data))} · {detail.data.createdTime}
          </p>
          <p>{messageText(detail.data, i18n.language)}</p>
        </article>
      )}
      <Link to="/messageCenter/list" className="text-primary-text underline">
        {t('messages.back')}
      </Link>
    </section>
  );
}
