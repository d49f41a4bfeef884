import { modalParts } from '../dialog/modal-panel';
import { contextParts } from '../menu/context-menu';
import { menuParts } from '../menu/dropdown-menu';
import { selectList } from '../select/select';
import { toastViewport } from '../toast/toaster';
import { tooltipParts } from '../tooltip/tooltip';

/**
 * Fetches every part the kit loads on first use (docs/architecture.md#bundle-budgets): for tests that render a
 * dialog, list or menu open at once, or an app that would rather have them all at hand.
 */
export async function loadLazyParts(): Promise<void> {
  await Promise.all(
    [modalParts, contextParts, menuParts, selectList, toastViewport, tooltipParts].map((part) => part.load()),
  );
}
