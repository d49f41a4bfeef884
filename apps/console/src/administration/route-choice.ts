import type { RouteItem } from '@adconsole/api-client/contract';

/** A route of the role's route tree: its full path, its title keys, and the routes under it. */
export interface RouteNode {
  path: string;
  meta: RouteItem['meta'];
  children: RouteNode[];
}

const joinPath = (parent: string, path: string) => (path.startsWith('/') ? path : `${parent}/${path}`);

/** The route tree with full paths, as the role dialog shows it. */
export function routeNodes(routes: readonly RouteItem[], parent = ''): RouteNode[] {
  return routes.map((route) => {
    const path = joinPath(parent, route.path);
    return { path, meta: route.meta, children: routeNodes(route.children ?? [], path) };
  });
}

/** The pages (routes with nothing under them) of a node, itself when it is one. */
export function pagesOf(node: RouteNode): string[] {
  return node.children.length === 0 ? [node.path] : node.children.flatMap(pagesOf);
}

/**
 * The pages a role's stored paths grant (docs/requirements.md#users-roles-and-permissions): a stored path
 * grants every page under it.
 */
export function chosenPages(nodes: readonly RouteNode[], stored: readonly string[]): Set<string> {
  const granted = new Set(stored);
  const walk = (node: RouteNode, inherited: boolean): string[] => {
    const on = inherited || granted.has(node.path);
    return node.children.length === 0 ? (on ? [node.path] : []) : node.children.flatMap((c) => walk(c, on));
  };
  return new Set(nodes.flatMap((node) => walk(node, false)));
}

/**
 * The paths to store for the pages chosen: a route whose pages are all chosen is stored by its own path (so a
 * page added under it later is granted too), else the chosen routes under it.
 */
export function storedPaths(nodes: readonly RouteNode[], chosen: ReadonlySet<string>): string[] {
  return nodes.flatMap((node) => {
    const pages = pagesOf(node);
    if (pages.every((page) => chosen.has(page))) return [node.path];
    return storedPaths(node.children, chosen);
  });
}

/** Whether all, some or none of a node's pages are chosen: its checkbox's state. */
export function nodeState(node: RouteNode, chosen: ReadonlySet<string>): boolean | 'indeterminate' {
  const pages = pagesOf(node);
  const count = pages.filter((page) => chosen.has(page)).length;
  return count === pages.length ? true : count === 0 ? false : 'indeterminate';
}
