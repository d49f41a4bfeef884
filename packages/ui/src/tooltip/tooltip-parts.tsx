import { Tooltip as Radix } from 'radix-ui';
import type { Ref } from 'react';
import { useSize } from '../size/size';
import type { TooltipProps } from './tooltip';

// Radix's Tooltip: loaded once the page is idle, or on the first hover or focus before that (see `tooltip.tsx`).
export function RadixTooltip({
  content,
  children,
  side = 'top',
  delayDuration = 300,
  disabled,
  triggerRef,
}: TooltipProps & { triggerRef: Ref<HTMLElement> }) {
  const size = useSize();
  return (
    <Radix.Provider delayDuration={delayDuration}>
      <Radix.Root {...(disabled ? { open: false } : {})}>
        <Radix.Trigger asChild ref={triggerRef as Ref<HTMLButtonElement>}>
          {children}
        </Radix.Trigger>
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
