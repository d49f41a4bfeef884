import { z } from 'zod';

/** Route meta (docs/requirements.md#layout-and-navigation); titles are i18n keys the console translates. */
export const RouteMeta = z.object({
  title: z.string(),
  i18nKey: z.string().optional(),
  /** A second key appended to the title (a report's granularity: "Keyword" + "daily report"). */
  i18nKeyReport: z.string().optional(),
  icon: z.string().optional(),
  affix: z.boolean().optional(),
  noCache: z.boolean().optional(),
  activeMenu: z.string().optional(),
  sidebarLeft: z.boolean().optional(),
  addSearchTop: z.boolean().optional(),
  roles: z.array(z.string()).optional(),
  /** Only holders of this permission get the route (docs/requirements.md#users-roles-and-permissions). */
  permission: z.string().optional(),
});
export type RouteMeta = z.infer<typeof RouteMeta>;

/**
 * A route of the server's route list (docs/requirements.md#layout-and-navigation): the console maps
 * `component` to a lazily loaded page.
 */
export interface RouteItem {
  path: string;
  name?: string;
  component?: string;
  hidden?: boolean;
  alwaysShow?: boolean;
  redirect?: string;
  meta?: RouteMeta;
  children?: RouteItem[];
}

export const RouteItem: z.ZodType<RouteItem> = z
  .lazy(() =>
    z.object({
      path: z.string(),
      name: z.string().optional(),
      component: z.string().optional(),
      hidden: z.boolean().optional(),
      alwaysShow: z.boolean().optional(),
      redirect: z.string().optional(),
      meta: RouteMeta.optional(),
      children: z.array(RouteItem).optional(),
    }),
  )
  .meta({ id: 'RouteItem' });
