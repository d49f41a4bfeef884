import { useSyncExternalStore } from 'react';
import { createListStore } from '../store/list-store';
import { ConfirmDialog, type ConfirmOptions } from './confirm-dialog';

interface PendingConfirm extends ConfirmOptions {
  id: number;
  resolve: (confirmed: boolean) => void;
}

const pending = createListStore<PendingConfirm>();

function settle(id: number, confirmed: boolean) {
  pending.remove(id)?.resolve(confirmed);
}

/**
 * Asks the user and resolves true on Confirm, false on Cancel, Escape, the close button or the backdrop.
 * Usable from any code; a mounted <ConfirmHost /> shows the prompts one at a time.
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    pending.add({ ...options, resolve });
  });
}

/**
 * Shows the prompts of `confirm()`, one at a time; mount it once inside the app's SizeProvider and i18n
 * provider.
 *
 * **When to use:** so that any code can ask `if (await confirm({ title, message })) …` (an export, an upload).
 * Where a button opens the prompt itself, `ConfirmDialog` with a `trigger` is simpler.
 *
 * **States:** nothing pending (renders nothing), one prompt open, more prompts waiting their turn.
 *
 * - Don't: mount it twice: both would show the same prompt.
 */
export function ConfirmHost() {
  const prompts = useSyncExternalStore(pending.subscribe, pending.snapshot, pending.snapshot);
  const current = prompts[0];
  if (!current) return null;
  const { id, resolve: _resolve, ...options } = current;
  return (
    <ConfirmDialog
      key={id}
      {...options}
      open
      onOpenChange={(open) => {
        if (!open) settle(id, false);
      }}
      onConfirm={() => settle(id, true)}
    />
  );
}
