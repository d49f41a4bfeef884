import * as z from 'zod/mini';
import type { TitleKeys } from '../route-info/route-title';

/**
 * A tab of the tags bar: one visited page (docs/requirements.md#layout-and-navigation). A page's query is
 * mostly its view (a report's range, sort and page): the tab follows it. Where the query names what the page
 * shows (a message, a draft), each such query is a tab of its own.
 */
export interface VisitedTag {
  /** What tells tabs apart: the page's path, or its full path where the query names what it shows. */
  key: string;
  /** Where the tab goes: the page as last seen, path and query. */
  fullPath: string;
  title: TitleKeys;
  /** Pinned (route meta affix): it cannot be closed. */
  affix?: boolean;
}

export const VisitedTags = z.array(
  z.object({
    key: z.string().check(z.startsWith('/')),
    fullPath: z.string().check(z.startsWith('/')),
    title: z.object({
      title: z.string(),
      i18nKey: z.optional(z.string()),
      i18nKeyReport: z.optional(z.string()),
    }),
    affix: z.optional(z.boolean()),
  }),
);

/** The browser's location, as the tags bar matches it against the tabs. */
export interface TabLocation {
  pathname: string;
  search: string;
}

/** The key of the tab for a location: its path, or its full path where the query names what it shows. */
export function tagKey({ pathname, search }: TabLocation, queryNamesEntity: boolean): string {
  return queryNamesEntity ? `${pathname}${search}` : pathname;
}

/** Whether the tab is the page at the location (a key is a path, or a full path). */
export function isCurrentTag(tag: VisitedTag, { pathname, search }: TabLocation): boolean {
  return tag.key === pathname || tag.key === `${pathname}${search}`;
}

/**
 * Adds a visited page at the end, or, when its tab is open already, moves that tab to where the page now is
 * and refreshes its title.
 */
export function addTag(tags: readonly VisitedTag[], tag: VisitedTag): VisitedTag[] {
  const at = tags.findIndex((t) => t.key === tag.key);
  if (at < 0) return [...tags, tag];
  return tags.map((t, i) =>
    i === at ? { ...t, fullPath: tag.fullPath, title: tag.title, affix: t.affix || tag.affix } : t,
  );
}

/** Pinned tabs first, in the order given: they come before any visited tab. */
export function withAffixTags(tags: readonly VisitedTag[], affix: readonly VisitedTag[]): VisitedTag[] {
  const pinned = affix.map((tag) => ({ ...tag, affix: true }));
  const rest = tags.filter((tag) => !pinned.some((p) => p.key === tag.key));
  return [...pinned, ...rest];
}

export function closeTag(tags: readonly VisitedTag[], key: string): VisitedTag[] {
  return tags.filter((tag) => tag.affix || tag.key !== key);
}

export function closeOtherTags(tags: readonly VisitedTag[], key: string): VisitedTag[] {
  return tags.filter((tag) => tag.affix || tag.key === key);
}

export function closeAllTags(tags: readonly VisitedTag[]): VisitedTag[] {
  return tags.filter((tag) => tag.affix);
}

/**
 * Where to go after tabs closed (docs/requirements.md#layout-and-navigation): nowhere while the active tab is
 * still open; else the last remaining tab, else `/`.
 */
export function afterClosing(remaining: readonly VisitedTag[], location: TabLocation): string | undefined {
  if (remaining.some((tag) => isCurrentTag(tag, location))) return undefined;
  return remaining.at(-1)?.fullPath ?? '/';
}
