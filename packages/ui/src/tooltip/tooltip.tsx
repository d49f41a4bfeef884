import { Tooltip as Radix } from 'radix-ui';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { useSize } from '../size/size';

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
export function Tooltip({ content, children, side = 'top', delayDuration = 300, disabled }: TooltipProps) {
  const size = useSize();
  return (
    <Radix.Provider delayDuration={delayDuration}>
      <Radix.Root {...(disabled ? { open: false } : {})}>
        <Radix.Trigger asChild>{children}</Radix.Trigger>
        <Radix.Portal>
          <Radix.Content
            data-size={size}
            side={side}
            sideOffset={4}
            className="z-[70] max-w-64 rounded bg-inverse [overflow-wrap:anywhere] px-2 py-1 text-control-sm text-inverse-ink shadow"
          >
            {content}
            <Radix.Arrow className="fill-inverse" />
          </Radix.Content>
        </Radix.Portal>
      </Radix.Root>
    </Radix.Provider>
  );
}
