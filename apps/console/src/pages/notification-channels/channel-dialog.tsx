import {
  channelKinds,
  SaveChannel,
  signedChannelKinds,
  type ChannelKind,
  type MailStatus,
  type NotificationChannel,
} from '@adconsole/api-client/contract';
import { useSaveChannel } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { Select, TextField } from '@adconsole/ui';
import { useState } from 'react';
import { FormDialog } from '../../lib/form-dialog';
import { useSaveDialog } from '../../lib/save-form';
import { mailNote } from './mail-note';

export interface ChannelDialogProps {
  /** The channel being changed, or undefined for a new one. */
  channel?: NotificationChannel;
  /** Whether the server sends e-mail: without it, e-mail is not offered and the dialog says why. */
  mail: MailStatus | undefined;
  onClose: () => void;
}

/**
 * Creates a channel or changes one of the user's own (docs/requirements.md#notification-channels): its name,
 * its kind, then the mailbox of an e-mail channel or the address of a webhook or robot, and a robot's signing
 * secret. A kept secret is never shown: left empty it stays.
 */
export function ChannelDialog({ channel, mail, onClose }: ChannelDialogProps) {
  const { t } = useTranslation();
  const mailOn = mail?.enabled === true;
  const [name, setName] = useState(channel?.name ?? '');
  const [kind, setKind] = useState<ChannelKind>(channel?.kind ?? (mailOn ? 'email' : 'webhook'));
  const [address, setAddress] = useState(channel?.address ?? '');
  const [url, setUrl] = useState(channel?.url ?? '');
  const [secret, setSecret] = useState('');
  const { errors, submit, dialogProps } = useSaveDialog({
    schema: SaveChannel,
    fields: ['name', 'kind', 'address', 'url', 'secret'],
    save: useSaveChannel(),
    onClose,
  });
  const email = kind === 'email';
  const signed = signedChannelKinds.includes(kind);

  return (
    <FormDialog
      title={channel ? t('notifications.channels.editTitle') : t('notifications.channels.new')}
      {...dialogProps}
      onSubmit={() =>
        submit({
          id: channel?.id,
          name,
          kind,
          ...(email ? { address } : { url }),
          // Left empty on a channel that keeps one, the secret stays (the contract's `secret` left out).
          ...(signed && secret.trim() ? { secret } : {}),
        })
      }
    >
      <TextField
        label={t('notifications.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        maxLength={40}
        error={errors.name}
      />
      <Select
        label={t('notifications.channels.kind')}
        value={kind}
        options={channelKinds.map((value) => ({
          value,
          label: t(`notifications.channels.kinds.${value}`),
          // E-mail is offered only while the server sends it; a channel that is one already stays shown.
          disabled: value === 'email' && !mailOn && channel?.kind !== 'email',
        }))}
        onValueChange={(value) => setKind(value as ChannelKind)}
      />
      {email ? (
        <TextField
          label={t('notifications.channels.address')}
          type="email"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          required
          maxLength={254}
          autoComplete="email"
          description={mailNote(t, mail)}
          error={errors.address}
        />
      ) : (
        <>
          {!mailOn && mail && <p className="text-control-sm text-muted">{mailNote(t, mail)}</p>}
          <TextField
            label={t('notifications.channels.url')}
            type="url"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            required
            maxLength={2000}
            description={t(
              kind === 'webhook' ? 'notifications.channels.webhookUrlHint' : 'notifications.channels.urlHint',
            )}
            error={errors.url}
          />
        </>
      )}
      {signed && (
        <TextField
          label={t('notifications.channels.secret')}
          type="password"
          autoComplete="off"
          value={secret}
          onChange={(event) => setSecret(event.target.value)}
          maxLength={200}
          description={
            channel?.hasSecret
              ? t('notifications.channels.secretKept')
              : t('notifications.channels.secretHint')
          }
          error={errors.secret}
        />
      )}
    </FormDialog>
  );
}
