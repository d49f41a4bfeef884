import { z } from 'zod';
import type { TitleKeys } from '../routing/route-title';

/**
 * A tab of the tags bar: one visited page. The same route with a different query is a tab of its own, so a
 * tab is known by its full path (path and query).
 */
export interface VisitedTag {
  fullPath: string;
  path: string;
  title: TitleKeys;
  /** Pinned (route meta affix): it cannot be closed. */
  affix?: boolean;
}

export const VisitedTags = z.array(
  z.object({
    fullPath: z.string().startsWith('/'),
    path: z.string().startsWith('/'),
    title: z.object({
      title: z.string(),
      i18nKey: z.string().optional(),
      i18nKeyReport: z.string().optional(),
    }),
    affix: z.boolean().optional(),
  }),
);

/** Adds a visited page at the end, or refreshes the title of its tab when it is open already. */
export function addTag(tags: readonly VisitedTag[], tag: VisitedTag): VisitedTag[] {
  const at = tags.findIndex((t) => t.fullPath === tag.fullPath);
  if (at < 0) return [...tags, tag];
  return tags.map((t, i) => (i === at ? { ...t, title: tag.title, affix: t.affix || tag.affix } : t));
}

/** Pinned tabs first, in the order given: they come before any visited tab. */
export function withAffixTags(tags: readonly VisitedTag[], affix: readonly VisitedTag[]): VisitedTag[] {
  const pinned = affix.map((tag) => ({ ...tag, affix: true }));
  const rest = tags.filter((tag) => !pinned.some((p) => p.fullPath === tag.fullPath));
  return [...pinned, ...rest];
}

export function closeTag(tags: readonly VisitedTag[], fullPath: string): VisitedTag[] {
  return tags.filter((tag) => tag.affix || tag.fullPath !== fullPath);
}

export function closeOtherTags(tags: readonly VisitedTag[], fullPath: string): VisitedTag[] {
  return tags.filter((tag) => tag.affix || tag.fullPath === fullPath);
}

export function closeAllTags(tags: readonly VisitedTag[]): VisitedTag[] {
  return tags.filter((tag) => tag.affix);
}

/**
 * Where to go after tabs closed (docs/requirements.md#layout-and-navigation): nowhere while the active tab is
 * still open; else the last remaining tab, else `/`.
 */
export function afterClosing(remaining: readonly VisitedTag[], activeFullPath: string): string | undefined {
  if (remaining.some((tag) => tag.fullPath === activeFullPath)) return undefined;
  return remaining.at(-1)?.fullPath ?? '/';
}
