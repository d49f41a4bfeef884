import * as z from 'zod/mini';

/** Route meta (docs/requirements.md#layout-and-navigation); titles are i18n keys the console translates. */
export const RouteMeta = z.object({
  title: z.string(),
  i18nKey: z.optional(z.string()),
  /** A second key appended to the title (a report's granularity: "Keyword" + "daily report"). */
  i18nKeyReport: z.optional(z.string()),
  icon: z.optional(z.string()),
  affix: z.optional(z.boolean()),
  noCache: z.optional(z.boolean()),
  activeMenu: z.optional(z.string()),
  sidebarLeft: z.optional(z.boolean()),
  addSearchTop: z.optional(z.boolean()),
  roles: z.optional(z.array(z.string())),
  /**
   * Only holders of this permission get the route (docs/requirements.md#users-roles-and-permissions): the
   * permission of the call whose list the page shows, taken from that endpoint by the route set.
   */
  permission: z.optional(z.string()),
});
export type RouteMeta = z.infer<typeof RouteMeta>;

/**
 * A route whose meta names roles is for those roles alone; without roles (or with none listed) it is for every
 * role (docs/requirements.md#users-roles-and-permissions). The server's route list and the console's router
 * both filter with it.
 */
export function allowedForRoles(meta: RouteMeta | undefined, roles: readonly string[]): boolean {
  return !meta?.roles?.length || meta.roles.some((role) => roles.includes(role));
}

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

export const RouteItem: z.ZodMiniType<RouteItem> = z
  .lazy(() =>
    z.object({
      path: z.string(),
      name: z.optional(z.string()),
      component: z.optional(z.string()),
      hidden: z.optional(z.boolean()),
      alwaysShow: z.optional(z.boolean()),
      redirect: z.optional(z.string()),
      meta: z.optional(RouteMeta),
      children: z.optional(z.array(RouteItem)),
    }),
  )
  .register(z.globalRegistry, { id: 'RouteItem' });
