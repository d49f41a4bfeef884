import { Slot } from 'radix-ui';
import type { ContextMenu as Radix } from 'radix-ui';
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  type ComponentProps,
  type MouseEvent,
  type PointerEvent,
  type RefCallback,
} from 'react';
import { lazyPart, useReplacingPart } from '../lazy/lazy-part';

/**
 * Radix's ContextMenu and its positioning load once the page is idle, or on the first right-click before
 * that, which then opens the menu where it was asked for; not with the page (docs/architecture.md#bundle-budgets).
 */
export const contextParts = lazyPart(() => import('./context-menu-parts'));

type Parts = NonNullable<ReturnType<typeof contextParts.loaded>>;

/** The loaded parts inside a menu, or the right-click that loads them; `keep` takes the trigger's element. */
const MenuParts = createContext<
  | { parts: Parts; keep: RefCallback<HTMLElement>; ask?: undefined; press?: undefined }
  | {
      parts?: undefined;
      keep: RefCallback<HTMLElement>;
      ask: (event: MouseEvent) => void;
      press: () => void;
    }
  | undefined
>(undefined);

function useParts(): Parts {
  const menu = useContext(MenuParts);
  if (!menu?.parts) throw new Error('A ContextMenu part renders inside an open ContextMenu.');
  return menu.parts;
}

/**
 * A menu on right-click or the keyboard's context-menu key (Radix ContextMenu), e.g. the tags bar's close,
 * close others, close all, refresh. Arrows move, Enter picks, Escape closes.
 *
 * **When to use:** for shortcuts on an item the user points at. Every action in it must also be reachable
 * another way (a button or a `DropdownMenu`), as a right-click is hard to discover and touch has none.
 *
 * **States:** closed, open, highlighted item, disabled item, long item.
 *
 * - Do: keep it short and name items with verbs ("Close others").
 * - Don't: put the only way to an action in it.
 */
export function ContextMenu(props: ComponentProps<typeof Radix.Root>) {
  const { module: parts, load, keptRef, press } = useReplacingPart(contextParts, true);
  const asked = useRef<{ clientX: number; clientY: number }>(undefined);
  const keep = useCallback<RefCallback<HTMLElement>>(
    (element) => {
      keptRef.current = element;
    },
    [keptRef],
  );
  useLayoutEffect(() => {
    // A right-click made before Radix came is made again on its trigger, so the menu opens where it was asked.
    if (!parts || !asked.current) return;
    keptRef.current?.dispatchEvent(
      new globalThis.MouseEvent('contextmenu', { bubbles: true, cancelable: true, ...asked.current }),
    );
    asked.current = undefined;
  }, [parts, keptRef]);
  if (parts) {
    return (
      <MenuParts value={{ parts, keep }}>
        <parts.ContextMenu {...props} />
      </MenuParts>
    );
  }
  const ask = ({ clientX, clientY }: MouseEvent) => {
    asked.current = { clientX, clientY };
    void load().catch(() => undefined);
  };
  return <MenuParts value={{ keep, ask, press }}>{props.children}</MenuParts>;
}

/** The area that opens the menu; until Radix is here, the same area, whose right-click loads it. */
export function ContextMenuTrigger({ onContextMenu, ...props }: ComponentProps<typeof Radix.Trigger>) {
  const menu = useContext(MenuParts);
  if (!menu) throw new Error('A ContextMenuTrigger renders inside a ContextMenu.');
  const { parts, keep, ask, press } = menu;
  if (parts) return <parts.ContextMenuTrigger ref={keep} onContextMenu={onContextMenu} {...props} />;
  return <PendingTrigger {...props} onContextMenu={onContextMenu} keep={keep} ask={ask} press={press} />;
}

/** The trigger until Radix is here: the same area, whose right-click (or context-menu key) loads Radix. */
function PendingTrigger({
  asChild,
  disabled,
  children,
  onContextMenu,
  onPointerDown,
  keep,
  ask,
  press,
  ...rest
}: ComponentProps<typeof Radix.Trigger> & {
  keep: RefCallback<HTMLElement>;
  ask: (event: MouseEvent) => void;
  press: () => void;
}) {
  return (
    <Slot.Root
      ref={keep}
      data-state="closed"
      data-disabled={disabled ? '' : undefined}
      {...rest}
      onPointerDown={(event: PointerEvent<HTMLSpanElement>) => {
        onPointerDown?.(event);
        press();
      }}
      onContextMenu={(event: MouseEvent<HTMLSpanElement>) => {
        onContextMenu?.(event);
        if (event.defaultPrevented || disabled) return;
        event.preventDefault();
        ask(event);
      }}
    >
      {asChild ? children : <span>{children}</span>}
    </Slot.Root>
  );
}

/** The menu's panel, portalled to the body at the pointer; rendered only while open. */
export function ContextMenuContent(props: ComponentProps<Parts['ContextMenuContent']>) {
  const parts = useContext(MenuParts)?.parts;
  return parts ? <parts.ContextMenuContent {...props} /> : null;
}

export function ContextMenuGroup(props: ComponentProps<typeof Radix.Group>) {
  const { ContextMenuGroup: Group } = useParts();
  return <Group {...props} />;
}

/** One action; `disabled` keeps it visible but skipped by the arrows. */
export function ContextMenuItem(props: ComponentProps<Parts['ContextMenuItem']>) {
  const { ContextMenuItem: Item } = useParts();
  return <Item {...props} />;
}

/** A group's heading; not an item. */
export function ContextMenuLabel(props: ComponentProps<Parts['ContextMenuLabel']>) {
  const { ContextMenuLabel: Label } = useParts();
  return <Label {...props} />;
}

/** A line between groups of items. */
export function ContextMenuSeparator(props: ComponentProps<Parts['ContextMenuSeparator']>) {
  const { ContextMenuSeparator: Separator } = useParts();
  return <Separator {...props} />;
}
