import { useEffect, useSyncExternalStore } from 'react';
import { whenIdle } from '../lazy/idle-work';
import { lazyPart, useLazyPart } from '../lazy/lazy-part';
import { toastStore } from './toast';

/** Radix's toasts load with the first toast, not with the page (docs/architecture.md#bundle-budgets). */
export const toastViewport = lazyPart(() => import('./toast-viewport'));

/**
 * Shows the toasts of `toast.*` at the bottom right (under 992 px at the top right, below the top bar, clear
 * of a dialog's buttons), each for 5 s (paused while hovered or focused), and
 * announces them politely; F8 moves focus to them. Mount it once inside the app's SizeProvider and i18n
 * provider. Until the first toast it renders nothing.
 *
 * **When to use:** `toast.success` / `toast.error` / `toast.info` to report the outcome of something the user
 * just did, or an error from the server. A wrong field is said under the field (`TextField`'s `error`); a
 * question is a `ConfirmDialog`.
 *
 * **States:** none shown, error, success, info, several stacked (newest last), long message (wraps).
 *
 * - Do: say what happened in one short sentence ("Sync upload succeeded").
 * - Don't: put a button or link in a toast: it is gone after 5 s.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, toastStore.snapshot);
  const viewport = useLazyPart(toastViewport, toasts.length > 0);
  // Fetched once the page is idle too: a toast that says the network failed must not wait for the network.
  useEffect(() => whenIdle(() => void toastViewport.load().catch(() => undefined)), []);
  return viewport ? <viewport.ToastViewport /> : null;
}
