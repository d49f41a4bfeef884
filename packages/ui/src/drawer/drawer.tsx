import { cn } from '../cn';
import type { DialogProps } from '../dialog/dialog';
import { ModalPanel, ModalRoot } from '../dialog/modal-panel';

export interface DrawerProps extends DialogProps {
  /** The edge it slides from: right for the settings drawer, left for the mobile sidebar. */
  side?: 'left' | 'right';
}

/**
 * A side sheet: a modal dialog along one edge of the window, with the same keyboard use as Dialog.
 *
 * **When to use:** for settings or navigation beside the page (the settings drawer, the mobile sidebar). For a
 * short task with a Save button use `Dialog`.
 *
 * **States:** closed, open on the right (default) or left, title kept for assistive tech only, long content
 * (the body scrolls).
 *
 * - Do: let what is changed in it apply at once (switches), so it needs no footer.
 * - Don't: put a long multi-step form in it.
 */
export function Drawer({
  side = 'right',
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  className,
  ...panel
}: DrawerProps) {
  return (
    <ModalRoot open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} trigger={trigger}>
      <ModalPanel
        {...panel}
        className={cn(
          'inset-y-0 h-full w-[min(20rem,85vw)] border-border',
          side === 'right' ? 'right-0 border-l' : 'left-0 border-r',
          className,
        )}
      />
    </ModalRoot>
  );
}
