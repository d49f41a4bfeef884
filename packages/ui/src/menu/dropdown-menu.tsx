import { Slot } from 'radix-ui';
import type { DropdownMenu as Radix } from 'radix-ui';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { lazyPart } from '../lazy/lazy-part';

/**
 * Radix's DropdownMenu and its positioning load on the first press of a menu's button, not with the page;
 * hovering or focusing the button fetches them ahead (docs/architecture.md#bundle-budgets). Until then the
 * button is the same button, closed, and the parts of the menu (only ever shown inside its open panel) are not
 * rendered.
 */
export const menuParts = lazyPart(() => import('./dropdown-menu-parts'));
const preloadMenu = () => void menuParts.load().catch(() => undefined);

type Parts = NonNullable<ReturnType<typeof menuParts.loaded>>;

/** The loaded parts inside a menu; the press that loads them, before. */
const MenuParts = createContext<
  { parts: Parts; openedByKey: () => boolean } | { open: (byKey: boolean) => void } | undefined
>(undefined);

function useParts(): Parts {
  const menu = useContext(MenuParts);
  if (!menu || !('parts' in menu))
    throw new Error('A DropdownMenu part renders inside an open DropdownMenu.');
  return menu.parts;
}

/**
 * A menu opened from a button (Radix DropdownMenu): Enter, Space or ArrowDown opens it, arrows move,
 * Enter picks, Escape closes and returns focus. Compose it like Radix's parts.
 *
 * **When to use:** for actions on one thing (the user menu) or a few view choices (the size selector). To
 * pick a value in a form use `Select`; for a right-click menu use `ContextMenu`.
 *
 * **States:** closed, open, highlighted item, disabled item, checked item (checkbox or radio), long item.
 *
 * - Do: name actions with a verb ("Log out"); group items with a label and separators.
 * - Don't: hide the main action of a page in a menu when a button fits.
 */
export function DropdownMenu({
  open,
  defaultOpen,
  onOpenChange,
  ...root
}: ComponentProps<typeof Radix.Root>) {
  const [parts, setParts] = useState(menuParts.loaded);
  const [opened, setOpened] = useState(false);
  const byKey = useRef(false);
  const fetchParts = useCallback(
    () =>
      void menuParts.load().then(
        (module) => setParts(() => module),
        // The button stays as it is; the next press fetches the menu again.
        () => undefined,
      ),
    [],
  );
  useEffect(() => {
    if (!parts && (open || defaultOpen)) fetchParts();
  }, [parts, open, defaultOpen, fetchParts]);
  const menu = useMemo(
    () =>
      parts
        ? {
            parts,
            openedByKey: () => {
              const was = byKey.current;
              byKey.current = false;
              return was;
            },
          }
        : {
            open: (key: boolean) => {
              byKey.current = key;
              if (open === undefined) setOpened(true);
              onOpenChange?.(true);
              fetchParts();
            },
          },
    [parts, open, onOpenChange, fetchParts],
  );
  return (
    <MenuParts value={menu}>
      {parts ? (
        <parts.DropdownMenu
          open={open}
          defaultOpen={defaultOpen ?? opened}
          onOpenChange={onOpenChange}
          {...root}
        />
      ) : (
        root.children
      )}
    </MenuParts>
  );
}

/** The button that opens the menu; until Radix is here, the same closed button, whose press loads it. */
export function DropdownMenuTrigger(props: ComponentProps<typeof Radix.Trigger>) {
  const menu = useContext(MenuParts);
  if (menu && 'parts' in menu) return <menu.parts.DropdownMenuTrigger {...props} />;
  const { asChild, onPointerDown, onKeyDown, onPointerEnter, onFocus, ...rest } = props;
  const Button = asChild ? Slot.Root : 'button';
  return (
    <Button
      type={asChild ? undefined : 'button'}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      data-disabled={rest.disabled ? '' : undefined}
      {...rest}
      onPointerEnter={(event: PointerEvent<HTMLButtonElement>) => {
        onPointerEnter?.(event);
        preloadMenu();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        preloadMenu();
      }}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        onPointerDown?.(event);
        // As Radix's button: a plain left press opens, and keeps the focus where Radix will put it.
        if (event.defaultPrevented || rest.disabled || event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        menu?.open(false);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || rest.disabled) return;
        if (!['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
        event.preventDefault();
        menu?.open(true);
      }}
    />
  );
}

/** The menu's panel, portalled to the body and aligned to the trigger's end; rendered only while open. */
export function DropdownMenuContent(props: ComponentProps<Parts['DropdownMenuContent']>) {
  const menu = useContext(MenuParts);
  if (!menu || !('parts' in menu)) return null;
  return <menu.parts.DropdownMenuContent openedByKey={menu.openedByKey} {...props} />;
}

export function DropdownMenuGroup(props: ComponentProps<typeof Radix.Group>) {
  const { DropdownMenuGroup: Group } = useParts();
  return <Group {...props} />;
}

export function DropdownMenuRadioGroup(props: ComponentProps<typeof Radix.RadioGroup>) {
  const { DropdownMenuRadioGroup: RadioGroup } = useParts();
  return <RadioGroup {...props} />;
}

/** One action; `disabled` keeps it visible but skipped by the arrows. */
export function DropdownMenuItem(props: ComponentProps<Parts['DropdownMenuItem']>) {
  const { DropdownMenuItem: Item } = useParts();
  return <Item {...props} />;
}

/** An on/off choice in the menu, with a check mark when on. */
export function DropdownMenuCheckboxItem(props: ComponentProps<Parts['DropdownMenuCheckboxItem']>) {
  const { DropdownMenuCheckboxItem: CheckboxItem } = useParts();
  return <CheckboxItem {...props} />;
}

/** One of the choices of a DropdownMenuRadioGroup, marked with a dot when chosen. */
export function DropdownMenuRadioItem(props: ComponentProps<Parts['DropdownMenuRadioItem']>) {
  const { DropdownMenuRadioItem: RadioItem } = useParts();
  return <RadioItem {...props} />;
}

/** A group's heading; not an item. */
export function DropdownMenuLabel(props: ComponentProps<Parts['DropdownMenuLabel']>) {
  const { DropdownMenuLabel: Label } = useParts();
  return <Label {...props} />;
}

/** A line between groups of items. */
export function DropdownMenuSeparator(props: ComponentProps<Parts['DropdownMenuSeparator']>) {
  const { DropdownMenuSeparator: Separator } = useParts();
  return <Separator {...props} />;
}
