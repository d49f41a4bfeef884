import {
  calculatedKey,
  calculatedFieldDefinition,
  columnTitleKey,
  fieldDefinition,
  reportFields,
  reportSection,
  type CustomReportFields,
  type FieldErrors,
  type ReportDataKey,
  type CalculatedColumnDefinition,
  type ReportRef,
} from '@adconsole/api-client/contract';
import { lookup, type Language } from '@adconsole/i18n/resources';
import type { EntityStore } from '../stores/entity-store';
import { columnDefinitionsOf } from './calculated-columns';

async function storedChoice(store: EntityStore, userId: number, { channel, section }: ReportRef) {
  return store.db
    .selectFrom('report_custom_fields')
    .select(['field_ids', 'column_widths'])
    .where('user_id', '=', userId)
    .where('channel', '=', channel)
    .where('section', '=', section)
    .executeTakeFirst();
}

/**
 * The keys of a stored choice of a report in its order: a field's dataKey, or for a negative id the calculated
 * column of the metric whose id it negates (docs/requirements.md#calculated-columns). Fields the report no
 * longer offers are left out.
 */
function keysOfChoice(ref: ReportRef, fieldIds: string): string[] {
  const spec = reportSection(ref.channel, ref.section);
  return (JSON.parse(fieldIds) as number[]).flatMap((id) =>
    id < 0 ? [calculatedKey(-id)] : (spec.columns.find((key) => reportFields[key].id === id) ?? []),
  );
}

/** The keys of a user's stored choice of a report (`keysOfChoice`); none without one. */
export async function storedColumnKeys(store: EntityStore, userId: number, ref: ReportRef) {
  const row = await storedChoice(store, userId, ref);
  return row && keysOfChoice(ref, row.field_ids);
}

/**
 * The columns of a choice, in its order: the ones the report no longer offers are skipped, and a locked
 * column is never missing (it comes first).
 */
export function chosenColumns(ref: ReportRef, chosenKeys: readonly string[]): ReportDataKey[] {
  const spec = reportSection(ref.channel, ref.section);
  const chosen = chosenKeys.filter((key): key is ReportDataKey =>
    (spec.columns as readonly string[]).includes(key),
  );
  const missingLocked = spec.locked.filter((key) => !chosen.includes(key));
  return [...new Set([...missingLocked, ...chosen])];
}

/**
 * The custom-field answer: the chosen ids in order and every field the report offers, its own and then the
 * metrics the user may use in it (`columnDefinitionsOf`, unless the caller has read them already).
 */
export async function customFields(
  store: EntityStore,
  userId: number,
  ref: ReportRef,
  language: Language,
  usable?: readonly CalculatedColumnDefinition[],
): Promise<CustomReportFields> {
  const spec = reportSection(ref.channel, ref.section);
  const stored = await storedChoice(store, userId, ref);
  const keys = stored ? keysOfChoice(ref, stored.field_ids) : spec.columns;
  const metrics = usable ?? (await columnDefinitionsOf(store, userId, ref));
  const fields = [
    ...spec.columns.map((key) => ({
      ...fieldDefinition(key, language),
      deletable: !spec.locked.includes(key),
    })),
    ...metrics.map((metric) => ({ ...calculatedFieldDefinition(metric, language), deletable: true })),
  ];
  const idOf = new Map<string, number>(fields.map((field) => [field.dataKey, field.id]));
  const columns = chosenColumns(ref, keys);
  const chosen = [...new Set([...columns.filter((key) => !keys.includes(key)), ...keys])];
  const widths = JSON.parse(stored?.column_widths ?? '{}') as Record<string, number>;
  return {
    channel: ref.channel,
    section: ref.section,
    customized: stored !== undefined,
    fieldIds: chosen.flatMap((key) => idOf.get(key) ?? []),
    fields,
    // Only the widths of columns the report still offers.
    widths: Object.fromEntries(Object.entries(widths).filter(([key]) => idOf.has(key))),
  };
}

/**
 * What is wrong with a choice of field ids, in the caller's language; nothing when it may be saved. A negative
 * id is a metric of `metrics`, those the user may use in the report.
 */
export function fieldIdErrors(
  ref: ReportRef,
  ids: readonly number[],
  metrics: readonly CalculatedColumnDefinition[],
  language: Language,
): FieldErrors {
  const spec = reportSection(ref.channel, ref.section);
  const titleOf = (id: number) => {
    if (id < 0) {
      const metric = metrics.find((m) => m.id === -id);
      return metric && (metric.names?.[language] ?? metric.name);
    }
    const key = spec.columns.find((k) => reportFields[k].id === id);
    return key && lookup(language, columnTitleKey(key))!;
  };
  const errors: FieldErrors = [];
  ids.forEach((id, index) => {
    const title = titleOf(id);
    if (title === undefined) {
      errors.push({
        field: `fieldIds.${index}`,
        message: lookup(language, 'reports.customField.unknown', { id: String(id) })!,
      });
    } else if (ids.indexOf(id) !== index) {
      errors.push({
        field: `fieldIds.${index}`,
        message: lookup(language, 'reports.customField.duplicate', { field: title })!,
      });
    }
  });
  for (const key of spec.locked) {
    if (!ids.includes(reportFields[key].id)) {
      errors.push({
        field: 'fieldIds',
        message: lookup(language, 'reports.customField.locked', { field: titleOf(reportFields[key].id)! })!,
      });
    }
  }
  return errors;
}

export async function saveFieldIds(
  store: EntityStore,
  userId: number,
  ref: ReportRef,
  ids: readonly number[],
  widths: Readonly<Record<string, number>> | undefined,
  now: number,
) {
  const choice = {
    field_ids: JSON.stringify(ids),
    ...(widths && { column_widths: JSON.stringify(widths) }),
    updated_time: now,
  };
  await store.db
    .insertInto('report_custom_fields')
    .values({ user_id: userId, ...ref, ...choice })
    .onConflict((c) => c.columns(['user_id', 'channel', 'section']).doUpdateSet(choice))
    .execute();
}

export async function resetFieldIds(store: EntityStore, userId: number, { channel, section }: ReportRef) {
  await store.db
    .deleteFrom('report_custom_fields')
    .where('user_id', '=', userId)
    .where('channel', '=', channel)
    .where('section', '=', section)
    .execute();
}
