import { useTranslation } from '@adconsole/i18n';
import { Button } from '@adconsole/ui';
import { useId, type ReactNode } from 'react';
import type { PageProps } from '../../route-info/page-props';
import { routeTitle } from '../../route-info/route-title';

export interface SettingsFormProps extends PageProps {
  /** The fields; the browser's own checks are off: the form checks with the call's schema. */
  children: ReactNode;
  submitLabel: string;
  saving: boolean;
  onSubmit: () => void;
}

/**
 * A page of the user's own settings that saves one form (docs/requirements.md#administration-pages-for-users-and-roles):
 * the route's title as its heading, which also names the form, the fields and the button that saves them.
 */
export function SettingsForm({ route, children, submitLabel, saving, onSubmit }: SettingsFormProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 p-4">
      <h1 id={titleId} className="text-xl font-semibold">
        {routeTitle(t, route.meta)}
      </h1>
      <form
        noValidate
        aria-labelledby={titleId}
        className="flex w-full max-w-md flex-col gap-4 rounded bg-surface p-4 shadow-sm"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <Button type="submit" variant="primary" loading={saving} className="self-start">
          {submitLabel}
        </Button>
      </form>
    </section>
  );
}
