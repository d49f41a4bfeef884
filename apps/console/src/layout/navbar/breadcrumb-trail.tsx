import { useTranslation } from '@adconsole/i18n';
import { Breadcrumb, BreadcrumbLink, BreadcrumbPage } from '@adconsole/ui';
import { Link } from 'react-router';
import { useSettings } from '../../session/services-context';
import { routeTitle } from '../../route-info/route-title';
import { useCurrentPage } from '../use-current-page';

/**
 * The translated trail of the current page: its menus (links to where they lead), then the page. One line:
 * a crumb cut short shows whole on hover. On mobile (docs/requirements.md#layout-and-navigation) the navbar
 * leaves room for one title only: the trail is the current page alone, on up to two lines, so it reads
 * whole ("Keyword daily report") where "Sea… / Key…" said nothing; the sidebar's drawer has the menus.
 */
export function BreadcrumbTrail() {
  const { t } = useTranslation();
  const [settings] = useSettings();
  const page = useCurrentPage();
  if (!page) return null;
  const mobile = settings.device === 'mobile';
  const crumbs = (mobile ? [page.route] : [...page.parents, page.route])
    .map((route) => ({ route, title: routeTitle(t, route.meta) }))
    // A menu of one page is titled like its page: "Home / Home" says it once.
    .filter((crumb, i, all) => all[i + 1]?.title !== crumb.title);
  return (
    <Breadcrumb className="min-w-0 flex-1 overflow-hidden">
      {crumbs.map(({ route, title }, i) =>
        i === crumbs.length - 1 ? (
          <BreadcrumbPage
            key={route.path}
            title={title}
            className={mobile ? 'line-clamp-2 leading-tight whitespace-normal!' : undefined}
          >
            {title}
          </BreadcrumbPage>
        ) : (
          <BreadcrumbLink key={route.path} asChild>
            <Link to={route.redirect ?? route.path} title={title}>
              {title}
            </Link>
          </BreadcrumbLink>
        ),
      )}
    </Breadcrumb>
  );
}
