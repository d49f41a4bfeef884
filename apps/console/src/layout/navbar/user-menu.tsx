import { useTranslation } from '@adconsole/i18n';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  IconButton,
} from '@adconsole/ui';
import { UserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useAccess } from '../../route-info/access';
import { useLogOut } from '../../session/use-log-out';

/**
 * The user menu (docs/requirements.md#layout-and-navigation): home, and log out to
 * /login?redirect={current full path}.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useAccess();
  const navigate = useNavigate();
  const logOut = useLogOut();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <IconButton label={t('layout.user.menu', { userName: user.userName })} variant="subtle">
          {user.avatar ? (
            <img src={user.avatar} alt="" className="size-[1.4em] rounded-full" />
          ) : (
            <UserRound aria-hidden="true" className="size-[1em]" />
          )}
        </IconButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{user.userName}</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => void navigate('/')}>{t('layout.user.home')}</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logOut()}>{t('layout.user.logout')}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
