import { createListStore } from '../store/list-store';

export type ToastKind = 'error' | 'success' | 'info';

export interface ToastMessage {
  id: number;
  kind: ToastKind;
  message: string;
}

/** How long a toast stays: error toasts show for 5 seconds (docs/requirements.md#error-codes). */
export const toastDuration = 5000;

export const toastStore = createListStore<ToastMessage>();

const show = (kind: ToastKind) => (message: string) => toastStore.add({ kind, message });

/**
 * Toasts from anywhere, React or not (the API client's error hook calls toast.error); a mounted <Toaster />
 * shows them for 5 s and announces them politely. Each call returns the toast's id for dismiss().
 */
export const toast = {
  error: show('error'),
  success: show('success'),
  info: show('info'),
  dismiss: (id: number) => void toastStore.remove(id),
};
