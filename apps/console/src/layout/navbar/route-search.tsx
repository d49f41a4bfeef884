import { useTranslation } from '@adconsole/i18n';
import { Button, Dialog } from '@adconsole/ui';
import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';

const SearchBox = lazy(async () => ({ default: (await import('./route-search-box')).SearchBox }));

/** Ctrl+K (⌘K on a Mac) opens the route search from anywhere in the console. */
export function isSearchShortcut(event: Pick<globalThis.KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>) {
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey);
}

/**
 * The route search (docs/requirements.md#layout-and-navigation): a fuzzy search over the translated titles
 * and paths of the pages the user may open. Keyboard-first: Ctrl+K opens it, typing searches, the arrows
 * move, Enter opens the page.
 */
export function RouteSearch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('layout.search.title')}
      // Near the top, so the results have room; they scroll inside the dialog (85 % of the screen at most).
      className="top-[10vh] translate-y-0"
      trigger={
        <Button variant="subtle" aria-keyshortcuts="Control+K" className="gap-2 px-2">
          <Search aria-hidden="true" className="size-[1em]" />
          <span className="hidden lg:inline">{t('layout.search.open')}</span>
          <kbd className="hidden rounded border border-border px-1 text-control-sm text-muted lg:inline">
            {t('layout.search.shortcut')}
          </kbd>
          <span className="sr-only lg:hidden">{t('layout.search.open')}</span>
        </Button>
      }
    >
      {open && (
        <Suspense fallback={null}>
          <SearchBox onDone={() => setOpen(false)} />
        </Suspense>
      )}
    </Dialog>
  );
}
