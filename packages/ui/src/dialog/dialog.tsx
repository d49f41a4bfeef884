import { cn } from '../cn';
import { ModalClose, ModalPanel, ModalRoot, type ModalPanelProps, type ModalRootProps } from './modal-panel';

export interface DialogProps extends ModalRootProps, Omit<ModalPanelProps, 'role' | 'onOpenAutoFocus'> {}

/**
 * A modal dialog: focus moves in and is trapped, Escape and the close button close it and focus returns
 * to what opened it. `dismissible={false}` ignores backdrop clicks.
 *
 * **When to use:** for a short task that is finished or cancelled before the page goes on (edit a campaign,
 * read a new message). For a yes / no question use `ConfirmDialog` or `confirm()`; for settings beside the
 * page use `Drawer`; for a small panel that need not block the page use `Popover`.
 *
 * **States:** closed, open, with description, not dismissible, long content (the body scrolls).
 *
 * - Do: title it with the task ("Edit campaign") and put one primary button, last, in the footer.
 * - Don't: open a dialog from a dialog.
 */
export function Dialog({ open, defaultOpen, onOpenChange, trigger, className, ...panel }: DialogProps) {
  return (
    <ModalRoot open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} trigger={trigger}>
      <ModalPanel
        {...panel}
        className={cn(
          'top-1/2 left-1/2 max-h-[85vh] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg',
          className,
        )}
      />
    </ModalRoot>
  );
}

/** Closes the dialog or drawer around it when clicked (wrap a footer Button with `asChild`). */
export const DialogClose = ModalClose;
