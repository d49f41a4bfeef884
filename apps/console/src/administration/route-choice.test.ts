import { describe, expect, it } from 'vitest';
import { chosenPages, nodeState, routeNodes, storedPaths } from './route-choice';

const nodes = routeNodes([
  {
    path: '/home',
    component: 'Layout',
    children: [{ path: 'index', component: 'Home' }],
  },
  {
    path: '/messageCenter',
    component: 'Layout',
    children: [
      { path: 'list', component: 'MessageList' },
      { path: 'details', component: 'MessageDetails', hidden: true },
      { path: 'publish', component: 'MessagePublish' },
    ],
  },
]);

describe('route choice of a role', () => {
  it('opens a stored menu into every page under it, and a stored page into itself', () => {
    expect([...chosenPages(nodes, ['/home', '/messageCenter/list'])].sort()).toEqual([
      '/home/index',
      '/messageCenter/list',
    ]);
  });

  it('stores a menu whose pages are all chosen by its own path, else the pages chosen', () => {
    const chosen = new Set(['/home/index', '/messageCenter/list', '/messageCenter/details']);
    expect(storedPaths(nodes, chosen)).toEqual(['/home', '/messageCenter/list', '/messageCenter/details']);
  });

  it('checks a menu when all its pages are chosen, half when some are', () => {
    const chosen = new Set(['/home/index', '/messageCenter/list']);
    expect(nodes.map((node) => nodeState(node, chosen))).toEqual([true, 'indeterminate']);
    expect(nodeState(nodes[1]!, new Set())).toBe(false);
  });
});
