import { useTranslation } from '@adconsole/i18n';
import { Button, DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@adconsole/ui';
import { ChevronDown } from 'lucide-react';
import { useCurrentAccount } from '../../session/services-context';
import { useAccess } from '../../route-info/access';
import { useSwitchAccount } from '../../session/use-switch-account';
import { ChoiceGroup, type ChoiceSet } from './choice-menu';

/**
 * The choice of account (docs/requirements.md#accounts-and-account-switch): the user's provider accounts;
 * picking one switches the console to it. None when the user has no account.
 */
export function useAccountChoice(): ChoiceSet | undefined {
  const { t } = useTranslation();
  const { user } = useAccess();
  const [current] = useCurrentAccount();
  const switchAccount = useSwitchAccount();
  if (user.accounts.length === 0) return undefined;
  return {
    label: t('layout.account.menu'),
    value: String(current?.accountId ?? ''),
    choices: user.accounts.map((account) => ({ value: String(account.accountId), label: account.accountNo })),
    onChange(id) {
      const account = user.accounts.find((a) => String(a.accountId) === id);
      if (account) switchAccount(account);
    },
  };
}

/**
 * The account dropdown of a desktop: a button named after the current account, opening the choice of account
 * (on mobile the choice is in the More menu).
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const [current] = useCurrentAccount();
  const choice = useAccountChoice();
  if (!choice) return <span className="text-control-sm text-muted">{t('layout.account.none')}</span>;
  const label = t('layout.account.label', { accountNo: current?.accountNo ?? '' });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="subtle" className="max-w-64">
          <span className="truncate">{label}</span>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <ChoiceGroup {...choice} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
