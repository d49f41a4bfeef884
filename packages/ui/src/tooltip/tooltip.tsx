import { Slot } from 'radix-ui';
import type { Tooltip as Radix } from 'radix-ui';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { lazyPart, useReplacingPart } from '../lazy/lazy-part';

/**
 * Radix's Tooltip and its positioning load once the page is idle, or on the first hover or focus of a
 * trigger before that; not with the page (docs/architecture.md#bundle-budgets).
 */
export const tooltipParts = lazyPart(() => import('./tooltip-parts'));

export interface TooltipProps {
  /** The hint; assistive tech reads it as the trigger's description. */
  content: ReactNode;
  /** One focusable element (a Button or IconButton) that shows the hint on hover and on keyboard focus. */
  children: ReactElement;
  /** Which side of the trigger it shows on; it flips when there is no room. */
  side?: ComponentProps<typeof Radix.Content>['side'];
  /** Milliseconds of hover before it shows. */
  delayDuration?: number;
  /** Shows nothing while true, e.g. while the text it repeats is not cut; the child stays as it is. */
  disabled?: boolean;
}

/**
 * A short hint on hover or focus (Radix Tooltip); Escape hides it.
 *
 * **When to use:** to name an `IconButton` or show in whole a text that is cut. For anything the user must
 * read or act on (links, buttons, long help) use `Popover`: a tooltip cannot be reached on touch screens.
 *
 * **States:** hidden, shown (on hover or keyboard focus), disabled, long hint (wraps at 16rem).
 *
 * - Do: keep it to a few words.
 * - Don't: put it on something that cannot take focus, or repeat a label that is already visible.
 */
export function Tooltip(props: TooltipProps) {
  const { module: parts, load, keptRef, press } = useReplacingPart(tooltipParts, true);
  if (parts) return <parts.RadixTooltip {...props} triggerRef={keptRef} />;
  const fetch = () => void load().catch(() => undefined);
  // The trigger as it is until Radix is here; focused then, it keeps the focus and Radix shows the hint.
  return (
    <Slot.Root ref={keptRef} onPointerEnter={fetch} onFocus={fetch} onPointerDown={press}>
      {props.children}
    </Slot.Root>
  );
}
