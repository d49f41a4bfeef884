import { useNewestMessages, useUnreadCount } from '@adconsole/api-client/react';
import type { Message } from '@adconsole/api-client/contract';
import { useTranslation, type Language } from '@adconsole/i18n';
import {
  Badge,
  badgeCount,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@adconsole/ui';
import { Bell } from 'lucide-react';
import { useNavigate } from 'react-router';
import { messageText } from '../../messages/message-text';

/** The bell reads '9+' from 10 unread and lists at most 4 messages (docs/requirements.md#messages). */
export const bellMax = 9;
export const bellListSize = 4;

/** The message bell: the unread count, and a menu of the newest messages that opens one or the list. */
export function MessageBell() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const unread = useUnreadCount();
  const newest = useNewestMessages(bellListSize);
  const count = unread.data ?? 0;
  const messages: Message[] = newest.data ?? [];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={
          count
            ? t('layout.messages.bellUnread', { count: badgeCount(count, bellMax) })
            : t('layout.messages.bell')
        }
        className="relative inline-flex size-control items-center justify-center rounded text-muted hover:bg-canvas hover:text-ink focus-visible:outline-2 focus-visible:outline-primary"
      >
        <Bell aria-hidden="true" className="size-[1.1em]" />
        <Badge count={count} max={bellMax} aria-hidden="true" className="absolute -top-0.5 -right-1" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-80">
        <DropdownMenuLabel>{t('layout.messages.newest')}</DropdownMenuLabel>
        {messages.length === 0 && <p className="px-3 py-2 text-muted">{t('layout.messages.none')}</p>}
        {messages.map((message) => (
          <DropdownMenuItem
            key={message.id}
            onSelect={() => void navigate(`/messageCenter/details?id=${message.id}`)}
            className="flex-col items-start gap-0.5"
          >
            <span className="line-clamp-3">
              {!message.isRead && <span className="sr-only">{t('layout.messages.unread')}: </span>}
              {messageText(message, i18n.language as Language)}
            </span>
            <span className="text-control-sm text-muted">{message.createdTime}</span>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate('/messageCenter/list')}>
          {t('layout.messages.viewAll')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
