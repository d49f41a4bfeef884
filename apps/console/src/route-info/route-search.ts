import Fuse from 'fuse.js';
import { pagesOf, visibleRoutes, type AppRoute } from './route-tree';
import { routeTitle, type Translate } from './route-title';

/** One page the route search can find: its translated title (with its menus) and its path. */
export interface SearchEntry {
  path: string;
  title: string;
  /** The menus above it, translated, outermost first ("Search ads"). */
  trail: string[];
}

/** Threshold 0.4, title weight 0.7, path weight 0.3 (docs/requirements.md#layout-and-navigation). */
export const routeSearchOptions = {
  threshold: 0.4,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
};

/** The visible pages of a route tree with their titles in the current language (hidden ones never show). */
export function searchEntries(routes: readonly AppRoute[], t: Translate): SearchEntry[] {
  return pagesOf(visibleRoutes(routes)).map(({ route, parents }) => ({
    path: route.path,
    title: routeTitle(t, route.meta),
    trail: parents.map((parent) => routeTitle(t, parent.meta)),
  }));
}

/** A fuzzy search over the entries; an empty query finds nothing. */
export function createRouteSearch(entries: readonly SearchEntry[]) {
  const fuse = new Fuse(entries, routeSearchOptions);
  return (query: string, limit = 10): SearchEntry[] =>
    query.trim() ? fuse.search(query.trim(), { limit }).map((result) => result.item) : [];
}
