import { useTranslation } from '@adconsole/i18n';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '../button/button';
import { ModalClose, ModalPanel, ModalRoot, type ModalRootProps } from './modal-panel';

export interface ConfirmOptions {
  /** The question or the action asked about ("Delete campaign"), also the prompt's accessible name. */
  title: string;
  /** What happens on Confirm, in a sentence; read as the prompt's description. */
  message: ReactNode;
  /** The kit's translated "Confirm" / "Cancel" when not given. */
  confirmLabel?: string;
  /** The kit's translated "Cancel" when not given. */
  cancelLabel?: string;
  /** A destructive action: a red confirm button, and focus starts on Cancel. */
  danger?: boolean;
  /** False keeps it open on a backdrop click; Escape and Cancel still cancel. */
  dismissible?: boolean;
}

export interface ConfirmDialogProps extends ConfirmOptions, ModalRootProps {
  /** May return a promise: the confirm button shows it is busy and the dialog closes when it settles
   * successfully; when it rejects the dialog stays open, so handle the error inside. */
  onConfirm: () => void | Promise<void>;
  /** Called when it closes without confirming: Cancel, Escape, the close button or the backdrop. */
  onCancel?: () => void;
}

/**
 * A confirmation prompt (role alertdialog) with Confirm and Cancel; see also the promise-based `confirm()`.
 *
 * **When to use:** before an action that costs time or money or cannot be undone (export, delete, upload),
 * opened by its own `trigger` or `open`. To ask from plain code use `confirm()`; for a form use `Dialog`.
 *
 * **States:** open (focus on Confirm), danger (red button, focus on Cancel), busy while `onConfirm` runs,
 * the kit's translated button labels, long text.
 *
 * - Do: say the consequence in `message` ("Deleting the campaign also deletes its units.").
 * - Do: name the confirm button after the action ("Delete") where "Confirm" says too little.
 * - Don't: ask about actions that are easy to undo: users learn to click through.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger,
  dismissible,
  onConfirm,
  onCancel,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [ownOpen, setOwnOpen] = useState(defaultOpen ?? false);
  const [busy, setBusy] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const isOpen = open ?? ownOpen;

  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const dismiss = (next: boolean) => {
    if (next) return setOpen(true);
    if (busy) return;
    onCancel?.();
    setOpen(false);
  };
  const accept = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalRoot open={isOpen} onOpenChange={dismiss} trigger={trigger}>
      <ModalPanel
        role="alertdialog"
        title={title}
        description={message}
        dismissible={dismissible}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (danger ? cancelRef : confirmRef).current?.focus();
        }}
        className="top-1/2 left-1/2 max-h-full w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg"
        footer={
          <>
            <ModalClose asChild>
              <Button ref={cancelRef} disabled={busy}>
                {cancelLabel ?? t('ui.cancel')}
              </Button>
            </ModalClose>
            <Button
              ref={confirmRef}
              variant={danger ? 'danger' : 'primary'}
              loading={busy}
              onClick={() => void accept()}
            >
              {confirmLabel ?? t('ui.confirm')}
            </Button>
          </>
        }
      />
    </ModalRoot>
  );
}
