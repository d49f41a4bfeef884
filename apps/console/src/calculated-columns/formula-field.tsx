import { useTranslation } from '@adconsole/i18n';
import {
  formulaProblemValues,
  formulaText,
  nameQuotes,
  type FormulaColumn,
  type FormulaProblem,
} from '@adconsole/report-table-rules';
import { Button, cn, TextField } from '@adconsole/ui';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { formulaSuggestions } from './formula-columns';
import { insertAt } from './calculated-column-form';

export interface FormulaFieldProps {
  value: string;
  onChange: (formula: string) => void;
  /** The columns the formula may name, by dataKey and titles, the reader's title first. */
  columns: readonly FormulaColumn[];
  /** What is wrong with the formula as typed, shown under it while the user types; none once it reads. */
  problem?: FormulaProblem;
  /** The server's refusal of the formula, shown when the typed formula reads here. */
  error?: string;
}

/** A column's name as the reader sees it, as the formula writes it back. */
const shownName = (column: FormulaColumn, columns: readonly FormulaColumn[]) =>
  formulaText({ kind: 'column', key: column.key }, columns);

/**
 * The formula of a calculated metric (docs/requirements.md#calculated-columns): a combobox that completes the
 * column name being typed from the report's numeric columns, in the reader's language (arrows choose, Enter
 * puts it in, Escape closes the list), the columns as buttons that put their name in at the caret, and under
 * the field what the formula rules find wrong and where, read with the field.
 */
export function FormulaField({ value, onChange, columns, problem, error }: FormulaFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  // Where the caret goes once a column put in at it has rendered.
  const caret = useRef<number | null>(null);
  // Where the caret is: suggestions complete what is typed just before it.
  const [at, setAt] = useState(0);
  // The list shows while typing, not for a formula the dialog opens with, and not once closed.
  const [listed, setListed] = useState(false);
  const [active, setActive] = useState(0);
  const suggestions = useMemo(
    () => (listed ? formulaSuggestions(value, at, columns) : undefined),
    [listed, value, at, columns],
  );
  const open = suggestions !== undefined;
  // The name being completed is not yet a column's: that it is unknown is said once the list has nothing for it.
  const completing = open && problem?.key === 'formula.unknownName' && problem.position === suggestions.start;
  const shown = completing ? undefined : problem;
  const listId = `${id}-columns`;
  const optionId = (index: number) => `${id}-column-${index}`;

  useLayoutEffect(() => {
    if (caret.current === null || !field.current) return;
    field.current.focus();
    field.current.setSelectionRange(caret.current, caret.current);
    setAt(caret.current);
    caret.current = null;
  }, [value]);

  // Escape closes the list, not the dialog: the dialog hears Escape on the document as it is captured, so the
  // window's capture comes first and marks it handled.
  useEffect(() => {
    if (!open) return;
    const closeList = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.target !== field.current) return;
      event.preventDefault();
      setListed(false);
    };
    window.addEventListener('keydown', closeList, true);
    return () => window.removeEventListener('keydown', closeList, true);
  }, [open]);

  function put(name: string, start: number, end: number) {
    const inserted = insertAt(value, start, end, name);
    caret.current = inserted.caret;
    setListed(false);
    onChange(inserted.text);
  }

  function insert(column: FormulaColumn) {
    const input = field.current!;
    const start = input.selectionStart ?? value.length;
    put(shownName(column, columns), start, input.selectionEnd ?? start);
  }

  function choose(index: number) {
    if (!suggestions) return;
    const name = shownName(suggestions.columns[index]!, columns);
    // A name begun in brackets or quotes is closed with them.
    const close = nameQuotes[value[suggestions.start - 1] ?? ''];
    const closed = close && !value.startsWith(close, at) ? name + close : name;
    put(closed, suggestions.start, at);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open) {
        setListed(true);
        setActive(0);
        return;
      }
      event.preventDefault();
      const count = suggestions.columns.length;
      setActive((active + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
    } else if (event.key === 'Enter' && open) {
      // Enter takes the chosen column; with no list it saves the form.
      event.preventDefault();
      choose(active);
    }
  }

  const follow = (input: HTMLInputElement) => setAt(input.selectionStart ?? input.value.length);

  return (
    <div className="flex flex-col gap-2">
      <TextField
        ref={field}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? optionId(active) : undefined}
        label={t('calculatedColumns.formula')}
        value={value}
        onChange={(event) => {
          follow(event.target);
          setListed(true);
          setActive(0);
          onChange(event.target.value);
        }}
        onSelect={(event) => follow(event.currentTarget)}
        onKeyDown={onKeyDown}
        onBlur={() => setListed(false)}
        required
        spellCheck={false}
        autoComplete="off"
        error={shown ? t(shown.key, formulaProblemValues(shown)) : error}
        description={t('calculatedColumns.formulaHint')}
      />
      {/* A listbox holds options: it is there only while there are some. */}
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('calculatedColumns.suggestions')}
          className="flex max-h-48 flex-col overflow-y-auto rounded border border-border bg-surface py-1"
        >
          {suggestions.columns.map((column, index) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the field keeps the focus and its arrows and Enter drive the list (aria-activedescendant); a pointer picks an option directly
            <li
              key={column.key}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // The field keeps the focus, so the list stays until the option is taken.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
              onMouseMove={() => setActive(index)}
              className={cn(
                'cursor-pointer px-3 py-1 text-control',
                index === active && 'bg-primary-soft text-primary-text',
              )}
            >
              {shownName(column, columns)}
            </li>
          ))}
        </ul>
      )}
      <div role="group" aria-label={t('calculatedColumns.insertColumn')} className="flex flex-wrap gap-1">
        {columns.map((column) => (
          <Button key={column.key} className="min-h-0 py-0.5 text-control-sm" onClick={() => insert(column)}>
            {shownName(column, columns)}
          </Button>
        ))}
      </div>
    </div>
  );
}
