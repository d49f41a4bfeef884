import { useTranslation } from '@adconsole/i18n';
import { Breadcrumb, BreadcrumbLink, BreadcrumbPage } from '@adconsole/ui';
import { Link } from 'react-router';
import { routeTitle } from '../../routing/route-title';
import { useCurrentPage } from '../use-current-page';

/**
 * The translated trail of the current page: its menus (links to where they lead), then the page. One line:
 * a crumb cut short shows whole on hover.
 */
export function BreadcrumbTrail() {
  const { t } = useTranslation();
  const page = useCurrentPage();
  if (!page) return null;
  const crumbs = [...page.parents, page.route]
    .map((route) => ({ route, title: routeTitle(t, route.meta) }))
    // A menu of one page is titled like its page: "Home / Home" says it once.
    .filter((crumb, i, all) => all[i + 1]?.title !== crumb.title);
  return (
    <Breadcrumb className="min-w-0 flex-1 overflow-hidden">
      {crumbs.map(({ route, title }, i) =>
        i === crumbs.length - 1 ? (
          <BreadcrumbPage key={route.path} title={title}>
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
