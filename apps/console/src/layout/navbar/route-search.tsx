import { useTranslation } from '@adconsole/i18n';
import { Button, cn, Dialog, Input } from '@adconsole/ui';
import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAccess } from '../../routing/access';
import { createRouteSearch, searchEntries } from '../../routing/route-search';

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
      {open && <SearchBox onDone={() => setOpen(false)} />}
    </Dialog>
  );
}

function SearchBox({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { routes } = useAccess();
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  // Typing starts at once: the input takes the focus the dialog would give its close button.
  useEffect(() => inputRef.current?.focus(), []);
  // `t` changes with the language, so the titles searched are always the current language's.
  const search = useMemo(() => createRouteSearch(searchEntries(routes, t)), [routes, t]);
  const results = useMemo(() => search(query), [search, query]);
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const listRef = useRef<HTMLUListElement>(null);

  function open(path: string) {
    onDone();
    void navigate(path);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (results.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (activeIndex + step + results.length) % results.length;
      setActiveIndex(next);
      // The input keeps the focus (aria-activedescendant), so nothing scrolls by itself: the result is brought
      // into view here.
      listRef.current?.querySelector(`[id="${optionId(next)}"]`)?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(results[activeIndex]!.path);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <Input
        ref={inputRef}
        role="combobox"
        aria-label={t('layout.search.input')}
        aria-expanded={results.length > 0}
        aria-controls={results.length > 0 ? listId : undefined}
        aria-activedescendant={results.length > 0 ? optionId(activeIndex) : undefined}
        aria-autocomplete="list"
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        placeholder={t('layout.search.input')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActiveIndex(0);
        }}
        onKeyDown={onKeyDown}
        className="sticky top-0 z-10 w-full"
      />
      <p id={`${id}-hint`} className="text-control-sm text-muted">
        {t('layout.search.hint')}
      </p>
      {/* A listbox holds options: it is there only while there are results. */}
      {results.length > 0 && (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={t('layout.search.results')}
          className="flex flex-col"
        >
          {results.map((entry, index) => (
            // The input keeps focus and drives the list (aria-activedescendant); a pointer picks directly.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={entry.path}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              onClick={() => open(entry.path)}
              onMouseMove={() => setActiveIndex(index)}
              className={cn(
                'flex cursor-pointer flex-col rounded px-3 py-1.5',
                index === activeIndex && 'bg-primary-soft text-primary-text',
              )}
            >
              <span className="font-medium">{entry.title}</span>
              <span className="text-control-sm text-muted">{[...entry.trail, entry.path].join(' › ')}</span>
            </li>
          ))}
        </ul>
      )}
      {query.trim() && results.length === 0 && (
        <p role="status" className="text-muted">
          {t('layout.search.noResults')}
        </p>
      )}
    </div>
  );
}
