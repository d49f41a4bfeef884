import { Tabs as Radix } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../cn';

/**
 * Tabs (Radix): arrows move between tabs and show their panel, Home/End jump, Tab enters the panel.
 *
 * **When to use:** to switch between views of the same thing on one page (daily, weekly, monthly report). To
 * go to another page use navigation links; to choose a value in a form use `Select`.
 *
 * **States:** selected tab, other tabs, hover, keyboard focus, disabled tab, long labels.
 *
 * - Do: keep labels short nouns, and the tabs few enough to fit in one row.
 * - Don't: make the tabs steps the user must take in order.
 */
export const Tabs = Radix.Root;

/** The row of tabs; give it an `aria-label` saying what the tabs switch between. */
export function TabsList({ className, ...rest }: ComponentProps<typeof Radix.List>) {
  return <Radix.List className={cn('flex gap-1 border-b border-border', className)} {...rest} />;
}

// No `outline-none` here: in Tailwind 4 it sets the outline style that `focus-visible:outline-2` takes, and the
// keyboard focus would show no outline (docs/requirements.md#layout-and-navigation).
/** One tab; its `value` matches the TabsContent it shows. */
export function TabsTrigger({ className, ...rest }: ComponentProps<typeof Radix.Trigger>) {
  return (
    <Radix.Trigger
      className={cn(
        '-mb-px inline-flex min-h-control items-center border-b-2 py-1 text-left [overflow-wrap:anywhere] border-transparent px-pad text-control text-muted',
        'hover:text-primary-text focus-visible:outline-2 focus-visible:outline-primary data-[disabled]:opacity-50',
        'data-[state=active]:border-primary data-[state=active]:text-primary-text',
        className,
      )}
      {...rest}
    />
  );
}

/** The panel of one tab, named by it. */
export function TabsContent({ className, ...rest }: ComponentProps<typeof Radix.Content>) {
  return (
    <Radix.Content
      className={cn('pt-3 text-control focus-visible:outline-2 focus-visible:outline-primary', className)}
      {...rest}
    />
  );
}
