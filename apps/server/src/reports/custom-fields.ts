import {
  columnTitleKey,
  fieldDefinition,
  reportFields,
  reportSection,
  type CustomReportFields,
  type FieldErrors,
  type ReportDataKey,
  type ReportRef,
} from '@adconsole/api-client/contract';
import { lookup, type Language } from '@adconsole/i18n/resources';
import type { EntityStore } from '../stores/entity-store';

async function storedChoice(store: EntityStore, userId: number, { channel, section }: ReportRef) {
  return store.db
    .selectFrom('report_custom_fields')
    .select(['field_ids', 'column_widths'])
    .where('user_id', '=', userId)
    .where('channel', '=', channel)
    .where('section', '=', section)
    .executeTakeFirst();
}

async function storedIds(store: EntityStore, userId: number, ref: ReportRef) {
  const row = await storedChoice(store, userId, ref);
  return row ? (JSON.parse(row.field_ids) as number[]) : undefined;
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

/** The columns a user sees in a report: the saved choice in its order, else the catalogue's. */
export async function reportColumns(
  store: EntityStore,
  userId: number,
  ref: ReportRef,
): Promise<ReportDataKey[]> {
  const spec = reportSection(ref.channel, ref.section);
  const ids = await storedIds(store, userId, ref);
  if (!ids) return [...spec.columns];
  return chosenColumns(
    ref,
    ids.flatMap((id) => spec.columns.find((key) => reportFields[key].id === id) ?? []),
  );
}

/** The custom-field answer: the chosen ids in order and every field the report offers. */
export async function customFields(
  store: EntityStore,
  userId: number,
  ref: ReportRef,
  language: Language,
): Promise<CustomReportFields> {
  const spec = reportSection(ref.channel, ref.section);
  const columns = await reportColumns(store, userId, ref);
  const stored = await storedChoice(store, userId, ref);
  const widths = JSON.parse(stored?.column_widths ?? '{}') as Record<string, number>;
  return {
    channel: ref.channel,
    section: ref.section,
    customized: stored !== undefined,
    fieldIds: columns.map((key) => reportFields[key].id),
    fields: spec.columns.map((key) => ({
      ...fieldDefinition(key, language),
      deletable: !spec.locked.includes(key),
    })),
    // Only the widths of columns the report still offers.
    widths: Object.fromEntries(
      Object.entries(widths).filter(([key]) => (spec.columns as readonly string[]).includes(key)),
    ),
  };
}

/** What is wrong with a choice of field ids, in the caller's language; nothing when it may be saved. */
export function fieldIdErrors(ref: ReportRef, ids: readonly number[], language: Language): FieldErrors {
  const spec = reportSection(ref.channel, ref.section);
  const title = (key: ReportDataKey) => lookup(language, columnTitleKey(key))!;
  const errors: FieldErrors = [];
  ids.forEach((id, index) => {
    const key = spec.columns.find((k) => reportFields[k].id === id);
    if (!key) {
      errors.push({
        field: `fieldIds.${index}`,
        message: lookup(language, 'reports.customField.unknown', { id: String(id) })!,
      });
    } else if (ids.indexOf(id) !== index) {
      errors.push({
        field: `fieldIds.${index}`,
        message: lookup(language, 'reports.customField.duplicate', { field: title(key) })!,
      });
    }
  });
  for (const key of spec.locked) {
    if (!ids.includes(reportFields[key].id)) {
      errors.push({
        field: 'fieldIds',
        message: lookup(language, 'reports.customField.locked', { field: title(key) })!,
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
