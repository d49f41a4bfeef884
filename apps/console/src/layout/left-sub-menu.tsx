import { useTranslation } from '@adconsole/i18n';
import { cn } from '@adconsole/ui';
import { Link, useSearchParams } from 'react-router';
import { routeTitle } from '../route-info/route-title';
import { isPage, type PageEntry } from '../route-info/route-tree';

/**
 * The left sub-menu of routes flagged sidebarLeft (docs/requirements.md#layout-and-navigation): the visible
 * pages beside the current one, e.g. the weekly reports of a report-centre channel.
 */
export function LeftSubMenu({ page }: { page: PageEntry }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // The pages beside each other show the same range (the report centre's week, picked in the top date
  // bar), so a link to one keeps it (docs/requirements.md#report-centre).
  const range = rangeSearch(params);
  const parent = page.parents.at(-1);
  const siblings = parent?.children.filter((route) => isPage(route) && !route.hidden) ?? [];
  if (!parent || siblings.length === 0) return null;
  const active = page.route.meta.activeMenu ?? page.route.path;
  return (
    <nav
      aria-label={routeTitle(t, parent.meta)}
      // Under 992 px the console is in mobile mode (docs/requirements.md#layout-and-navigation): the main
      // menu's drawer lists the same pages, and the page needs the width.
      className="hidden w-48 shrink-0 border-r border-border bg-surface p-2 min-[992px]:block"
    >
      <ul className="flex flex-col gap-0.5">
        {siblings.map((route) => (
          <li key={route.path}>
            <Link
              to={{ pathname: route.path, search: range }}
              aria-current={route.path === active ? 'page' : undefined}
              className={cn(
                'block rounded px-3 py-1.5 hover:bg-canvas focus-visible:outline-2 focus-visible:outline-primary',
                route.path === active && 'bg-primary-soft font-medium text-primary-text',
              )}
            >
              {routeTitle(t, route.meta)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The range of a page's search params, as the search of a link (empty when it has none). */
function rangeSearch(params: URLSearchParams): string {
  const beginDate = params.get('beginDate');
  const endDate = params.get('endDate');
  return beginDate && endDate ? `?${new URLSearchParams({ beginDate, endDate })}` : '';
}
