import { usePopupMessage } from '@adconsole/api-client/react';
import { useTranslation } from '@adconsole/i18n';
import { Button, Dialog } from '@adconsole/ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { messageText } from './message-text';
import { messageTypeKey } from './message-type';
import { popupSchedule } from './popup-schedule';

/**
 * The new-message pop-up: its button opens the message list; a click on the backdrop does not close it. On the
 * message centre's pages it does not show, nor later: the list shows the message already
 * (docs/requirements.md#messages).
 */
export function MessagePopup() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const message = usePopupMessage(popupSchedule(localStorage)).data;
  const [open, setOpen] = useState(true);
  const onMessageCentre = pathname.startsWith('/messageCenter/');
  if (open && message && onMessageCentre) setOpen(false);
  if (!message || onMessageCentre) return null;
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
