import { queryKeys, useApiClient } from '@adconsole/api-client';
import { endpoints } from '@adconsole/api-client/contract';
import { useTranslation } from '@adconsole/i18n';
import { Button, Dialog } from '@adconsole/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { messageText } from './message-text';
import { messageTypeKey } from './message-type';
import { popupDue, readPopupCheck, shouldPopUp, writePopupCheck } from './popup-schedule';

/**
 * The message to pop up now, if any (spec §4): the newest message, when it never popped up and the hourly
 * re-check allows a look. Taking it restarts the timer and the server counts the showing, so it shows once.
 */
function usePopupMessage() {
  const client = useApiClient();
  return useQuery({
    queryKey: [...queryKeys.messages, 'popup'],
    queryFn: async () => {
      const now = Date.now();
      if (!popupDue(readPopupCheck(localStorage), now)) return null;
      const newest = await client.request(endpoints.newestMessage, {});
      if (!newest || !shouldPopUp(newest, readPopupCheck(localStorage), now)) return null;
      writePopupCheck(localStorage, now);
      await client.request(endpoints.addPopupCount, { id: newest.id });
      return newest;
    },
    staleTime: Infinity,
  });
}

/** The new-message pop-up: its button opens the message list; a click on the backdrop does not close it. */
export function MessagePopup() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const message = usePopupMessage().data;
  const [open, setOpen] = useState(true);
  if (!message) return null;
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      dismissible={false}
      title={t('layout.messages.popupTitle')}
      className="w-[min(500px,calc(100vw-2rem))]"
      footer={
        <Button
          variant="primary"
          onClick={() => {
            setOpen(false);
            void navigate('/messageCenter/list');
          }}
        >
          {t('layout.messages.popupButton')}
        </Button>
      }
    >
      <p className="mb-2 text-control-sm text-muted">
        {t(messageTypeKey(message))} · {message.createdTime}
      </p>
      <p>{messageText(message, i18n.language)}</p>
    </Dialog>
  );
}
