import { Button, Dialog } from '@adconsole/ui';
import { useId, type ReactNode } from 'react';

export interface FormDialogProps {
  title: string;
  cancelLabel: string;
  submitLabel: string;
  saving: boolean;
  onSubmit: () => void;
  onClose: () => void;
  /** The form's id, when the fields name their own parts after it; otherwise one of its own. */
  formId?: string;
  /** The dialog's width, when the form needs more than the default. */
  className?: string;
  /** A record only shown, not changed (the built-in admin role): one button, so labelled, that closes. */
  doneLabel?: string;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * The dialog that creates or changes one record (docs/architecture.md#front-end-state): its fields in a form that
 * Enter submits, Cancel and the submit button below; a click beside it does not drop what was typed.
 */
export function FormDialog({
  title,
  cancelLabel,
  submitLabel,
  saving,
  onSubmit,
  onClose,
  formId,
  className,
  doneLabel,
  children,
}: FormDialogProps) {
  const ownId = useId();
  const id = formId ?? ownId;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      dismissible={false}
      className={className}
      footer={
        doneLabel !== undefined ? (
          <Button variant="primary" onClick={onClose}>
            {doneLabel}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {cancelLabel}
            </Button>
            <Button type="submit" variant="primary" form={id} loading={saving}>
              {submitLabel}
            </Button>
          </>
        )
      }
    >
      <form
        id={id}
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
