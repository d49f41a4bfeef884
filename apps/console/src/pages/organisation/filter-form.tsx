import { useTranslation } from '@adconsole/i18n';
import { Button } from '@adconsole/ui';
import { useState, type ReactNode } from 'react';

export interface FilterFormProps<Values> {
  /** Names the filters for assistive tech (a search landmark). */
  label: string;
  /** The filters the list applies now (its URL's): the form starts from them, and again when they change. */
  applied: Values;
  /** The filters of the whole list, which Reset applies. */
  none: Values;
  onApply: (values: Values) => void;
  /** The fields, drawn from the values being edited, with a change of some of them. */
  children: (values: Values, change: (next: Partial<Values>) => void) => ReactNode;
}

/**
 * A list's filters: edited here, applied from the first page by Enter or Search; Reset shows the whole list
 * again. Another URL (a link, the back button) starts the form again from its filters.
 */
export function FilterForm<Values>(props: FilterFormProps<Values>) {
  return <FilterFields key={JSON.stringify(props.applied)} {...props} />;
}

function FilterFields<Values>({ label, applied, none, onApply, children }: FilterFormProps<Values>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(applied);
  return (
    <search aria-label={label}>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onApply(values);
        }}
      >
        {children(values, (next) => setValues({ ...values, ...next }))}
        <Button type="submit" variant="primary">
          {t('organisation.search')}
        </Button>
        <Button
          onClick={() => {
            setValues(none);
            onApply(none);
          }}
        >
          {t('organisation.reset')}
        </Button>
      </form>
    </search>
  );
}
