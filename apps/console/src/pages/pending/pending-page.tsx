import { useTranslation } from '@adconsole/i18n';
import { routeTitle } from '../../routing/route-title';
import type { PageProps } from '../../routing/route-registry';

/** A page of the product that a later issue builds: its route and title are real, its body says so. */
export function PendingPage({ route }: PageProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-2 p-6">
      <h1 id="page-title" className="text-xl font-semibold">
        {routeTitle(t, route.meta)}
      </h1>
      <p className="text-muted">{t('route.pending')}</p>
    </section>
  );
}
