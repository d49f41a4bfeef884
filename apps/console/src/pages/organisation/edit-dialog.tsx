import { useTranslation } from '@adconsole/i18n';
import { Button, Dialog } from '@adconsole/ui';
import { useId, type ReactNode } from 'react';

export interface EditDialogProps {
  title: string;
  saving: boolean;
  onSubmit: () => void;
  onClose: () => void;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * The dialog that creates or changes a customer, a company or a provider account: its fields in a form that
 * Enter submits, Cancel and Save below; a click beside it does not drop what was typed.
 */
export function EditDialog({ title, saving, onSubmit, onClose, children }: EditDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      dismissible={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('organisation.cancel')}
          </Button>
          <Button type="submit" variant="primary" form={formId} loading={saving}>
            {t('organisation.save')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </Dialog>
  );
}
