import { useTranslation } from '@adconsole/i18n';
import { Button, Dialog, TextField, toast } from '@adconsole/ui';

export interface GeneratedPasswordDialogProps {
  userName: string;
  password: string;
  onClose: () => void;
}

/**
 * A reset's generated password, shown this once (the server keeps only its hash) with a button that copies
 * it, so the administrator can hand it to the user (docs/requirements.md#users-roles-and-permissions).
 */
export function GeneratedPasswordDialog({ userName, password, onClose }: GeneratedPasswordDialogProps) {
  const { t } = useTranslation();

  async function copy() {
    await navigator.clipboard.writeText(password);
    toast.success(t('administration.users.copied'));
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('administration.users.newPasswordOf', { name: userName })}
      dismissible={false}
      footer={
        <>
          <Button variant="secondary" onClick={() => void copy()}>
            {t('administration.users.copy')}
          </Button>
          <Button variant="primary" onClick={onClose}>
            {t('administration.done')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-2">
        <p className="text-control text-muted">{t('administration.users.shownOnce')}</p>
        <TextField
          label={t('administration.users.newPassword')}
          hideLabel
          readOnly
          value={password}
          className="font-mono"
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
    </Dialog>
  );
}
