import { Popover } from 'radix-ui';
import { useRef, type RefObject } from 'react';
import { RangePanel, type RangePanelProps } from './range-panel';
import { leavesOnTab, tabStopAfter } from './tab-stops';

export interface RangePopoverProps extends RangePanelProps {
  open: boolean;
  /** The picker's field: the popover sits under it, and the focus goes back to it on closing. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  id: string;
  label: string;
  /** The global size, which the portal does not inherit. */
  size: string | undefined;
}

/**
 * The picker's popover (Radix Popover, non-modal) with its calendar panel, loaded when the picker first opens
 * (docs/architecture.md#bundle-budgets). Its field is a plain button of the picker, so the popover is
 * anchored to it and does for it what Radix's trigger would: its own click closes rather than dismisses, and
 * the focus returns to it unless it went elsewhere. The popover is portalled to the end of the page, so Tab
 * past its last control would leave the page's controls behind: it goes on to the control after the field,
 * and Shift+Tab before its first control back to the field, closing the popover either way
 * (docs/requirements.md#date-pickers).
 */
export function RangePopover({ open, onClose, triggerRef, id, label, size, ...panel }: RangePopoverProps) {
  const focusLeft = useRef(false);
  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Popover.Anchor virtualRef={triggerRef} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          data-size={size}
          aria-label={label}
          align="start"
          sideOffset={4}
          // On a phone the panel (typed dates, one month, the comparison) is taller than the room under the
          // field: it keeps 8 px off the screen's edges and scrolls inside (docs/requirements.md#date-pickers).
          collisionPadding={8}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            focusLeft.current = false;
            (event.currentTarget as HTMLElement | null)
              ?.querySelector<HTMLElement>('[data-date][tabindex="0"]')
              ?.focus();
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
            const content = event.currentTarget;
            const trigger = triggerRef.current;
            if (!trigger || !leavesOnTab(content, document.activeElement, event.shiftKey)) return;
            event.preventDefault();
            const next = event.shiftKey ? trigger : (tabStopAfter(trigger, content) ?? trigger);
            focusLeft.current = next !== trigger;
            next.focus();
            onClose();
          }}
          onInteractOutside={(event) => {
            if (triggerRef.current?.contains(event.target as Node)) event.preventDefault();
            else focusLeft.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!focusLeft.current) triggerRef.current?.focus();
          }}
          className="z-50 max-h-[var(--radix-popover-content-available-height)] max-w-[calc(100vw-1rem)] overflow-y-auto rounded border border-border bg-surface p-3 text-[length:var(--adc-font-size)] text-ink shadow-lg font-sans"
        >
          <RangePanel {...panel} onClose={onClose} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
