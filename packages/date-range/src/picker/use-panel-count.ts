import { useSyncExternalStore } from 'react';
import type { PanelCount } from './calendar-grid';

/** Two months side by side need about 650 px with the shortcuts: narrower screens show one at a time. */
const twoPanels = '(min-width: 768px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(twoPanels);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** How many months (or years) the open picker shows: two where the screen has room, else one. */
export function usePanelCount(): PanelCount {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(twoPanels).matches ? 2 : 1),
    () => 2,
  );
}
