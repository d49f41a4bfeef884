import { useTranslation } from '@adconsole/i18n';
import { cn, Input } from '@adconsole/ui';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAccess } from '../../route-info/access';
import { createRouteSearch, searchEntries } from '../../route-info/route-search';

/**
 * The route search's box and results: its own chunk with the fuzzy search, loaded when the search first opens
 * (docs/architecture.md#bundle-budgets).
 */
export function SearchBox({ onDone }: { onDone: () => void }) {
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
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the input keeps focus and its arrows and Enter drive the list (aria-activedescendant); a pointer picks an option directly
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
