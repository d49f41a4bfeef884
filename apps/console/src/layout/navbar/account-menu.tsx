import { useTranslation } from '@adconsole/i18n';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
  IconButton,
} from '@adconsole/ui';
import { ChevronDown, Wallet } from 'lucide-react';
import { useCurrentAccount, useSettings } from '../../app/services-context';
import { useAccess } from '../../routing/access';
import { useSwitchAccount } from '../../session/use-switch-account';

/**
 * The account dropdown (docs/requirements.md#accounts-and-account-switch): the user's provider accounts;
 * picking one switches the console to it. On a phone the button is an icon named after the account, so the
 * navbar fits the screen; the menu marks the current account.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const { user } = useAccess();
  const [current] = useCurrentAccount();
  const [settings] = useSettings();
  const switchAccount = useSwitchAccount();
  if (user.accounts.length === 0)
    return <span className="text-control-sm text-muted">{t('layout.account.none')}</span>;
  const label = t('layout.account.label', { accountNo: current?.accountNo ?? '' });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {settings.device === 'mobile' ? (
          <IconButton label={label} variant="subtle">
            <Wallet aria-hidden="true" className="size-[1em]" />
          </IconButton>
        ) : (
          <Button variant="subtle" className="max-w-64">
            <span className="truncate">{label}</span>
            <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
          </Button>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{t('layout.account.menu')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={String(current?.accountId ?? '')}
          onValueChange={(id) => {
            const account = user.accounts.find((a) => String(a.accountId) === id);
            if (account) switchAccount(account);
          }}
        >
          {user.accounts.map((account) => (
            <DropdownMenuRadioItem key={account.accountId} value={String(account.accountId)}>
              {account.accountNo}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
