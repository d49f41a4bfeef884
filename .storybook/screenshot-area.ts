/**
 * The part of the page a story's screenshot shows (docs/architecture.md#visual-regression): what the story paints
 * in its canvas and in the body's other children (dialogs, menus and toasts are portalled there), a few pixels
 * around it for focus rings, rather than the whole frame. Block wrappers that paint nothing do not widen it, so
 * a button's picture is the button and a change to one component changes only the pictures it is in.
 */

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Room around the painted part: a focus ring (2 px, 1 px away) and a small shadow stay in the picture. */
const margin = 8;
/** Elements that paint their content themselves, whatever their CSS says. */
const replaced = new Set([
  'img',
  'svg',
  'canvas',
  'video',
  'iframe',
  'input',
  'textarea',
  'select',
  'progress',
  'hr',
]);
const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
const everywhere: Box = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };

/** A computed colour with alpha 0 (`rgba(0, 0, 0, 0)`, `oklch(… / 0)`) paints nothing. */
function invisible(colour: string): boolean {
  return colour === 'transparent' || /[,/]\s*0\)$/.test(colour);
}

function paints(element: Element, style: CSSStyleDeclaration): boolean {
  if (replaced.has(element.localName)) return true;
  if (style.backgroundImage !== 'none' || !invisible(style.backgroundColor) || style.boxShadow !== 'none') {
    return true;
  }
  if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return true;
  return sides.some(
    (side) =>
      style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
      parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
      !invisible(style.getPropertyValue(`border-${side.toLowerCase()}-color`)),
  );
}

function intersect(a: Box, b: Box): Box {
  return {
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  };
}

/**
 * Adds the painted boxes of `node` and its descendants, each cut to what the clipping ancestors (overflow other
 * than visible) let show. Boxes of a pixel or less are the visually hidden texts of screen readers: left out.
 */
function collect(node: Node, clip: Box, found: Box[]): void {
  const add = (rect: DOMRect) => {
    const box = intersect(rect, clip);
    if (box.right - box.left > 1 && box.bottom - box.top > 1) found.push(box);
  };
  if (node instanceof Text) {
    if (node.data.trim()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      add(range.getBoundingClientRect());
    }
    return;
  }
  if (!(node instanceof Element)) return;
  const style = getComputedStyle(node);
  if (style.display === 'none' || style.opacity === '0') return;
  const rect = node.getBoundingClientRect();
  if (style.visibility === 'visible' && paints(node, style)) add(rect);
  const inner = style.overflowX !== 'visible' || style.overflowY !== 'visible' ? intersect(clip, rect) : clip;
  for (const child of node.childNodes) collect(child, inner, found);
}

/**
 * A transparent box laid over what the page paints (in page coordinates, so a story taller than the window is
 * whole); the caller screenshots it and removes it. An empty story gets a box over its canvas.
 */
export function coverPaintedArea(canvas: HTMLElement): HTMLElement {
  const found: Box[] = [];
  for (const child of document.body.children) collect(child, everywhere, found);
  const painted = found.length
    ? found.reduce((a, b) => ({
        left: Math.min(a.left, b.left),
        top: Math.min(a.top, b.top),
        right: Math.max(a.right, b.right),
        bottom: Math.max(a.bottom, b.bottom),
      }))
    : canvas.getBoundingClientRect();
  const cover = document.createElement('div');
  cover.setAttribute('aria-hidden', 'true');
  cover.style.cssText = 'position: absolute; left: 0; top: 0; pointer-events: none; visibility: visible;';
  document.body.append(cover);
  // The box's own origin: the body may be positioned (a modal dialog's scroll lock makes it so).
  const origin = cover.getBoundingClientRect();
  // Padded, but within the page: a screenshot cannot show what is above, left of or beyond the document.
  const { scrollWidth, scrollHeight } = document.documentElement;
  const page = {
    left: -scrollX,
    top: -scrollY,
    right: scrollWidth - scrollX,
    bottom: scrollHeight - scrollY,
  };
  const box = intersect(
    {
      left: Math.floor(painted.left - margin),
      top: Math.floor(painted.top - margin),
      right: Math.ceil(painted.right + margin),
      bottom: Math.ceil(painted.bottom + margin),
    },
    page,
  );
  Object.assign(cover.style, {
    left: `${box.left - origin.left}px`,
    top: `${box.top - origin.top}px`,
    width: `${Math.max(box.right - box.left, 1)}px`,
    height: `${Math.max(box.bottom - box.top, 1)}px`,
  });
  return cover;
}
