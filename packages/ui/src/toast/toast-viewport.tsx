import { useTranslation } from '@adconsole/i18n';
import { Toast as RadixToast } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { cn } from '../cn';
import { CheckIcon, CloseIcon, DotIcon } from '../icons/icons';
import { useSize } from '../size/size';
import { toast, toastDuration, toastStore, type ToastKind } from './toast';

const looks: Record<ToastKind, { className: string; icon: typeof CheckIcon }> = {
  error: { className: 'border-danger/40 bg-danger-soft text-danger', icon: CloseIcon },
  success: { className: 'border-success/40 bg-success-soft text-success', icon: CheckIcon },
  info: { className: 'border-primary/40 bg-primary-soft text-primary-text', icon: DotIcon },
};

/**
 * The toasts of `toast.*` at the bottom right, each for 5 s (paused while hovered or focused); F8 moves focus
 * to them. Loaded by <Toaster /> with the first toast. Not at the top on a desktop: there they covered the top
 * bar's account, language and user menus for 5 s after each switch, the moment a user is most likely to use
 * them again. Under 992 px they are at the top below a 48 px top bar: at the bottom of a phone they covered the
 * Save and Cancel of the dialog the user opened next (docs/requirements.md#layout-and-navigation).
 */
export function ToastViewport() {
  const { t } = useTranslation();
  const size = useSize();
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, toastStore.snapshot);
  return (
    <RadixToast.Provider duration={toastDuration} label={t('ui.toast.label')}>
      {toasts.map(({ id, kind, message }) => {
        const { className, icon: Icon } = looks[kind];
        return (
          <RadixToast.Root
            key={id}
            // Background toasts are announced politely: they never interrupt what is being read.
            type="background"
            onOpenChange={(open) => {
              if (!open) toast.dismiss(id);
            }}
            className={cn(
              'flex items-start gap-2 rounded border py-2 pr-1 pl-3 text-control shadow-md',
              className,
            )}
          >
            <Icon className="mt-[0.2em] shrink-0" />
            <RadixToast.Description className="min-w-0 flex-1 py-[0.1em] [overflow-wrap:anywhere]">
              <span className="sr-only">{t(`ui.toast.${kind}`)}: </span>
              {message}
            </RadixToast.Description>
            <RadixToast.Close
              aria-label={t('ui.close')}
              className="inline-flex size-[calc(var(--adc-font-size)+10px)] shrink-0 items-center justify-center rounded hover:bg-ink/10 focus-visible:outline-2 focus-visible:outline-current"
            >
              <CloseIcon />
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      <RadixToast.Viewport
        data-size={size}
        label={t('ui.toast.region', { hotkey: 'F8' })}
        className="fixed top-14 right-4 z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none min-[992px]:top-auto min-[992px]:bottom-4"
      />
    </RadixToast.Provider>
  );
}
