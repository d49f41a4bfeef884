import type { NotificationChannel } from '@adconsole/api-client/contract';
import { useChannels, useDeleteChannel, useMailStatus, useTestChannel } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { Button, toast } from '@adconsole/ui';
import { useState } from 'react';
import { OwnList } from '../../lib/own-list';
import type { PageProps } from '../../route-info/page-props';
import { routeTitle } from '../../route-info/route-title';
import { ChannelDialog } from './channel-dialog';
import { mailNote } from './mail-note';

/**
 * /notification/channels (docs/requirements.md#notification-channels): the user's channels, where alerts and
 * scheduled reports go besides the message centre; each can send a test at once, which says what happened.
 * The page says why e-mail is not offered while the server has no mail server.
 */
export function NotificationChannelsPage({ route }: PageProps) {
  const { t } = useTranslation();
  const list = useChannels();
  const mail = useMailStatus();
  const remove = useDeleteChannel();
  const test = useTestChannel();
  const [editing, setEditing] = useState<{ channel?: NotificationChannel }>();

  async function sendTest(channel: NotificationChannel) {
    const result = await test.mutateAsync(channel.id);
    if (result.sent) toast.success(t('notifications.channels.testSent', { name: channel.name }));
    else
      toast.error(
        t('notifications.channels.testFailed', { name: channel.name, reason: result.reason ?? '' }),
      );
  }

  return (
    <OwnList
      title={routeTitle(t, route.meta)}
      create={{ label: t('notifications.channels.new'), onClick: () => setEditing({}) }}
      intro={
        mail.data && (
          <p role="note" className="max-w-prose text-control text-muted">
            {mailNote(t, mail.data)}
          </p>
        )
      }
      columns={[
        {
          id: 'kind',
          header: t('notifications.channels.kind'),
          nowrap: true,
          cell: (channel) => t(`notifications.channels.kinds.${channel.kind}`),
        },
        {
          id: 'target',
          header: t('notifications.channels.target'),
          minWidth: '12rem',
          cell: (channel) => <span className="wrap-anywhere">{channel.address ?? channel.url}</span>,
        },
        {
          id: 'createdTime',
          header: t('notifications.createdTime'),
          nowrap: true,
          cell: (channel) => <span className="tabular-nums">{channel.createdTime}</span>,
        },
      ]}
      list={list}
      empty={t('notifications.channels.empty')}
      rowActions={(channel) => (
        <Button
          variant="ghost"
          aria-label={t('notifications.channels.testNamed', { name: channel.name })}
          loading={test.isPending && test.variables === channel.id}
          // A refused call is told by the client's toast.
          onClick={() => void sendTest(channel).catch(() => undefined)}
        >
          {t('notifications.channels.test')}
        </Button>
      )}
      onEdit={(channel) => setEditing({ channel })}
      deleteQuestion={(channel) => ({
        title: t('notifications.channels.deleteTitle'),
        message: t('notifications.channels.deleteBody', { name: channel.name }),
      })}
      remove={(channel) => remove.mutateAsync(channel.id)}
    >
      {editing && (
        <ChannelDialog channel={editing.channel} mail={mail.data} onClose={() => setEditing(undefined)} />
      )}
    </OwnList>
  );
}
