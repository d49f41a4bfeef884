import { createContext, useContext, type HTMLAttributes } from 'react';

/**
 * The four global sizes of the console (the size selector, docs/requirements.md#layout-and-navigation),
 * largest first.
 */
export const sizes = ['default', 'medium', 'small', 'mini'] as const;

export type Size = (typeof sizes)[number];

/** The default size (docs/requirements.md#layout-and-navigation). */
export const defaultSize: Size = 'medium';

export function isSize(value: unknown): value is Size {
  return sizes.some((size) => size === value);
}

const SizeContext = createContext<Size>(defaultSize);

/**
 * The size in effect. Content that Radix portals into document.body leaves the DOM subtree that carries
 * `data-size`, so every portalled primitive puts `data-size={useSize()}` on its own root.
 */
export function useSize(): Size {
  return useContext(SizeContext);
}

export interface SizeProviderProps extends HTMLAttributes<HTMLDivElement> {
  /** The size of every control inside: `default`, `medium`, `small` or `mini`. */
  size: Size;
}

/**
 * The one size setting: sets `data-size` for its subtree and, through context, for portalled content.
 *
 * **When to use:** once at the app's root, with the size the user chose in the top bar. Controls take their
 * height, font size and padding from it; nothing else should set a control's size.
 *
 * **States:** `default` (40 px controls), `medium` (36 px, the default), `small` (32 px), `mini` (28 px).
 *
 * - Do: leave sizing to it rather than giving controls their own heights.
 * - Don't: nest one to make a single area smaller: the user's choice applies everywhere.
 */
export function SizeProvider({ size, children, ...rest }: SizeProviderProps) {
  return (
    <SizeContext.Provider value={size}>
      <div data-size={size} {...rest}>
        {children}
      </div>
    </SizeContext.Provider>
  );
}
