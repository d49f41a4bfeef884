import { useTranslation } from '@adconsole/i18n';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { cn } from '../cn';
import { FieldLabel } from '../field/field-label';
import { ChevronDownIcon } from '../icons/icons';
import { lazyPart } from '../lazy/lazy-part';

/**
 * Radix Select, its list and its positioning load on the first hover, focus or press of the field, not with
 * the page (docs/architecture.md#bundle-budgets).
 */
export const selectList = lazyPart(() => import('./select-list'));

/** The keys that open Radix Select's list from its field. */
const openingKeys = new Set([' ', 'Enter', 'ArrowUp', 'ArrowDown']);

export const selectTriggerClass = cn(
  'inline-flex h-control min-w-32 items-center justify-between gap-2 rounded border border-border bg-surface px-pad text-control text-ink outline-none',
  'focus-ring focus-visible:border-primary data-[placeholder]:text-muted disabled:cursor-not-allowed disabled:bg-canvas',
);

export interface SelectOption {
  /** What `onValueChange` receives; unique among the options. */
  value: string;
  /** What the user reads, in the list and in the field once chosen. */
  label: string;
  /** Shown but cannot be picked. */
  disabled?: boolean;
}

export interface SelectProps {
  /** The field's name, shown above it and read as its accessible name. */
  label: string;
  /** Keeps the label for assistive tech only, where the layout already says what the field is. */
  hideLabel?: boolean;
  /** The choices, in the order shown. */
  options: readonly SelectOption[];
  /** The chosen option's value, when the caller holds the state. */
  value?: string;
  /** The option chosen at first, when the Select holds the state itself. */
  defaultValue?: string;
  /** Called with the value of the option the user picks. */
  onValueChange?: (value: string) => void;
  /** Shown while nothing is chosen; the kit's translated "Please select" when not given. */
  placeholder?: string;
  /** The whole field cannot be opened. */
  disabled?: boolean;
  /** A value must be chosen before its form submits. */
  required?: boolean;
  /** The form field name the value is submitted under. */
  name?: string;
  /** The trigger's id; generated when not given. */
  id?: string;
  /** Classes of the wrapper around the label and the field. */
  className?: string;
  /** Classes of the trigger button, e.g. its width. */
  triggerClassName?: string;
}

/**
 * A labelled single-choice list (Radix Select): arrows, Home/End and typing move, Enter picks.
 *
 * **When to use:** to pick one of a few known values (device, page size). For on / off use `Switch`; for
 * several choices at once use `Checkbox`es; for a list of actions use `DropdownMenu`.
 *
 * **States:** placeholder (nothing chosen), chosen, open, focus, disabled option, disabled, long option.
 *
 * - Do: order the options the way users look for them (by size, by use, or alphabetically).
 * - Don't: put actions ("Delete…") among the options: picking a value should do nothing else.
 */
export function Select({
  label,
  hideLabel,
  options,
  placeholder,
  id,
  className,
  triggerClassName,
  ...root
}: SelectProps) {
  const { t } = useTranslation();
  const generated = useId();
  const triggerId = id ?? generated;
  const listId = `${generated}-list`;
  const [list, setList] = useState(selectList.loaded);
  const [opened, setOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  const shownPlaceholder = placeholder ?? t('ui.selectPlaceholder');
  useLayoutEffect(() => {
    // Radix's field replaces a focused one: it keeps the focus (an opened list takes it itself). Only while the
    // focus went with the field replaced: a Tab between the code's coming and this commit has moved it on, and
    // taking it back would undo the user's key.
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (list && hadFocus.current && !opened && lost) trigger.current?.focus();
    hadFocus.current = false;
  }, [list, opened]);

  const want = () =>
    void selectList.load().then(
      (module) => {
        hadFocus.current = document.activeElement === trigger.current;
        setList(() => module);
      },
      // The field stays as it is; the next hover, focus or press fetches Radix again.
      () => undefined,
    );
  const open = () => {
    setOpened(true);
    want();
  };
  const chosen = root.value ?? root.defaultValue;
  return (
    <div className={cn('inline-flex flex-col gap-1', className)}>
      <FieldLabel htmlFor={triggerId} hidden={hideLabel}>
        {label}
      </FieldLabel>
      {list ? (
        <list.SelectList
          {...root}
          defaultOpen={opened}
          options={options}
          placeholder={shownPlaceholder}
          triggerId={triggerId}
          triggerClassName={triggerClassName}
          triggerRef={trigger}
        />
      ) : (
        // The same field as Radix's closed trigger, until Radix is here: a press opens its list once it loads.
        <button
          type="button"
          role="combobox"
          id={triggerId}
          ref={trigger}
          // As on Radix's closed field: the list it opens, not there while closed.
          aria-controls={listId}
          aria-expanded={false}
          aria-autocomplete="none"
          aria-required={root.required}
          disabled={root.disabled}
          data-state="closed"
          data-placeholder={chosen ? undefined : ''}
          className={cn(selectTriggerClass, triggerClassName)}
          onPointerEnter={want}
          onFocus={want}
          onPointerDown={(event: PointerEvent) => {
            if (event.pointerType !== 'mouse' || event.button !== 0 || event.ctrlKey) return;
            event.preventDefault();
            open();
          }}
          onClick={(event) => {
            if ((event.nativeEvent as globalThis.PointerEvent).pointerType !== 'mouse') open();
          }}
          onKeyDown={(event: KeyboardEvent) => {
            if (!openingKeys.has(event.key)) return;
            event.preventDefault();
            open();
          }}
        >
          <span style={{ pointerEvents: 'none' }}>
            {chosen ? options.find((option) => option.value === chosen)?.label : shownPlaceholder}
          </span>
          <span aria-hidden className="text-muted">
            <ChevronDownIcon />
          </span>
        </button>
      )}
    </div>
  );
}
