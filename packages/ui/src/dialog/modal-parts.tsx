import { useTranslation } from '@adconsole/i18n';
import { Dialog as RadixDialog } from 'radix-ui';
import { useRef, type ReactNode, type Ref } from 'react';
import { IconButton } from '../button/button';
import { cn } from '../cn';
import { CloseIcon } from '../icons/icons';
import { useSize } from '../size/size';
import type { ModalPanelProps, ModalRootProps } from './modal-panel';

// Radix's Dialog, styled: loaded when a modal first opens, or on hover or focus of its trigger (see
// `modal-panel.tsx`).

export const ModalClose = RadixDialog.Close;

export function ModalRoot({
  trigger,
  triggerRef,
  children,
  ...root
}: ModalRootProps & { children: ReactNode; triggerRef: Ref<HTMLButtonElement> }) {
  return (
    <RadixDialog.Root {...root}>
      {trigger && (
        <RadixDialog.Trigger asChild ref={triggerRef}>
          {trigger}
        </RadixDialog.Trigger>
      )}
      {children}
    </RadixDialog.Root>
  );
}

/**
 * The portalled, focus-trapping panel that Dialog, Drawer and ConfirmDialog share: overlay, title, close
 * button, scrolling body and footer, in the size of the page that opened it. Closing returns the focus to what
 * had it when the panel opened (the control that asked, even when the panel has no trigger, as with
 * `confirm()`), else to the trigger.
 */
export function ModalPanel({
  title,
  hideTitle,
  description,
  dismissible = true,
  footer,
  children,
  className,
  role = 'dialog',
  onOpenAutoFocus,
}: ModalPanelProps) {
  const { t } = useTranslation();
  const size = useSize();
  const keepOpen = (event: Event) => event.preventDefault();
  const focusedBefore = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay data-size={size} className="fixed inset-0 z-50 bg-overlay" />
      <RadixDialog.Content
        data-size={size}
        role={role}
        onOpenAutoFocus={(event) => {
          // Runs before the focus moves in: what has it now is where it goes back.
          focusedBefore.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          const control = focusedBefore.current;
          if (!control?.isConnected) return;
          event.preventDefault();
          control.focus();
        }}
        onInteractOutside={dismissible ? undefined : keepOpen}
        // Without a description there is nothing to point aria-describedby at.
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          // No height limit here: each kind sets its own (a drawer is the window's height, a dialog 85 %), and
          // cn() does not resolve two classes of one property.
          'fixed z-50 flex flex-col bg-surface text-control text-ink shadow-xl outline-none',
          className,
        )}
      >
        <div className="flex items-center gap-3 border-b border-border py-2 pr-2 pl-5">
          <RadixDialog.Title
            className={cn(
              'flex-1 text-[length:calc(var(--adc-font-size)+2px)] font-semibold',
              hideTitle && 'sr-only',
            )}
          >
            {title}
          </RadixDialog.Title>
          <RadixDialog.Close asChild>
            <IconButton label={t('ui.close')} variant="subtle">
              <CloseIcon />
            </IconButton>
          </RadixDialog.Close>
        </div>
        <div className="flex-1 overflow-auto px-5 py-4">
          {description && (
            <RadixDialog.Description className="text-ink [overflow-wrap:anywhere]">
              {description}
            </RadixDialog.Description>
          )}
          {children}
        </div>
        {footer && <div className="flex justify-end gap-2 border-t border-border px-5 py-3">{footer}</div>}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
