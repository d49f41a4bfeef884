import type { ChangeRecord } from '@adconsole/api-client/contract';

type Translate = (key: string, values?: Record<string, string>) => string;

/** The change history of one day, as a chart's marker links to it (docs/requirements.md#change-history). */
export const dayHistoryPath = (date: string) =>
  `/adManage/changeHistory?${new URLSearchParams({ beginDate: date, endDate: date })}`;

/** Who made a change: the console's user, "Elsewhere" for the provider's records, else "—". */
export function changeUser(t: Translate, change: ChangeRecord): string {
  if (change.userName) return change.userName;
  return change.kind === 'provider' ? t('changeHistory.elsewhere') : t('changeHistory.none');
}

/** A value as the user reads it: the two status words translated, a missing one as "—". */
function valueText(t: Translate, value: string | null): string {
  if (value === null) return t('changeHistory.none');
  return value === 'paused' || value === 'enabled' ? t(`adChanges.value.${value}`) : value;
}

/** "old → new" of a change. */
export function changeValues(t: Translate, change: ChangeRecord): string {
  return `${valueText(t, change.oldValue)} → ${valueText(t, change.newValue)}`;
}
