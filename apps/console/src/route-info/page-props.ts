import type { AppRoute } from './route-tree';

/** What every page of the route registry is given: its route from the server's list. */
export interface PageProps {
  route: AppRoute;
}
