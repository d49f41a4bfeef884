import {
  formulaInputs,
  maxCalculatedColumns,
  responseCode,
  type CalculatedColumnDefinition,
  type SaveCalculatedColumn,
} from '@adconsole/api-client/contract';
import { lookup, type Language } from '@adconsole/i18n/resources';
import { formulaProblemValues, parseFormula, type FormulaProblem } from '@adconsole/report-table-rules';
import type { Selectable } from 'kysely';
import { ResponseError } from '../http/response-error';
import type { EntityDatabase } from '../stores/entity-schema';
import type { EntityStore } from '../stores/entity-store';
import { refuseMetricInUse } from './column-uses';

type MetricRow = Selectable<EntityDatabase['report_metrics']>;

function metricOf(row: MetricRow, userId: number): CalculatedColumnDefinition {
  const names = JSON.parse(row.names) as CalculatedColumnDefinition['names'];
  return {
    id: row.id,
    name: row.name,
    ...(names && Object.keys(names).length > 0 && { names }),
    formula: row.formula,
    format: row.format,
    decimals: row.decimals,
    better: row.better,
    shared: row.shared === 1,
    mine: row.user_id === userId,
  };
}

/** The metrics a user may use: their own and those shared with everyone. */
const usable = (store: EntityStore, userId: number) =>
  store.db
    .selectFrom('report_metrics')
    .selectAll()
    .where((row) => row.or([row('user_id', '=', userId), row('shared', '=', 1)]));

/** The user's own metrics and the shared ones, by name. */
export async function listMetrics(store: EntityStore, userId: number): Promise<CalculatedColumnDefinition[]> {
  const rows = await usable(store, userId).orderBy('name').orderBy('id').execute();
  return rows.map((row) => metricOf(row, userId));
}

/** Of the metrics named by id, those the user may use; the others (deleted, another's) are left out. */
export async function usableMetrics(
  store: EntityStore,
  userId: number,
  ids: readonly number[],
): Promise<CalculatedColumnDefinition[]> {
  if (ids.length === 0) return [];
  const rows = await usable(store, userId).where('id', 'in', ids).execute();
  return rows.map((row) => metricOf(row, userId));
}

/** A formula's problem as the reader reads it: what is wrong and where (counted from 1). */
export const formulaMessage = (language: Language, problem: FormulaProblem) =>
  lookup(language, problem.key, formulaProblemValues(problem))!;

const refused = (field: string, message: string) =>
  new ResponseError(responseCode.badRequest, [{ field, message }], message);

/**
 * Creates a metric or changes one of the user's own (another's is not found). Its formula may name the
 * metric columns of any report (docs/requirements.md#calculated-columns): a report that lacks one refuses it
 * when asked for it. Only an administrator shares a metric.
 */
export async function saveMetric(
  store: EntityStore,
  user: { id: number; administrator: boolean },
  input: SaveCalculatedColumn,
  language: Language,
  now: number,
): Promise<CalculatedColumnDefinition> {
  if (input.shared && !user.administrator) throw new ResponseError(responseCode.forbidden);
  // The stored form only, dataKeys as written: what a caller sends is what it reads back, in every language.
  const parsed = parseFormula(input.formula, formulaInputs);
  if (!parsed.ok) throw refused('formula', formulaMessage(language, parsed.problem));
  if (input.id !== undefined && input.shared === false) {
    const current = await ownMetric(store, user.id, input.id);
    // Other users' views and schedules would lose it: only the owner's own uses stay working.
    if (current?.shared === 1) await refuseMetricInUse(store, input.id, language, user.id);
  }
  return store.db.transaction().execute(async (tx) => {
    const own = await tx
      .selectFrom('report_metrics')
      .select(['id', 'name'])
      .where('user_id', '=', user.id)
      .execute();
    if (input.id !== undefined && !own.some((metric) => metric.id === input.id)) {
      throw new ResponseError(responseCode.notFound);
    }
    if (own.some((metric) => metric.id !== input.id && metric.name === input.name)) {
      throw refused('name', lookup(language, 'calculatedColumns.refused.nameTaken')!);
    }
    if (input.id === undefined && own.length >= maxCalculatedColumns) {
      throw refused(
        'name',
        lookup(language, 'calculatedColumns.refused.tooMany', { count: String(maxCalculatedColumns) })!,
      );
    }
    const values = {
      name: input.name,
      names: JSON.stringify(input.names ?? {}),
      formula: input.formula,
      format: input.format,
      decimals: input.decimals,
      better: input.better,
      ...(input.shared !== undefined && { shared: input.shared ? 1 : 0 }),
      updated_time: now,
    };
    const id =
      input.id ??
      (
        await tx
          .insertInto('report_metrics')
          .values({ ...values, user_id: user.id, created_time: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    if (input.id !== undefined) {
      await tx.updateTable('report_metrics').set(values).where('id', '=', id).execute();
    }
    const row = await tx
      .selectFrom('report_metrics')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return metricOf(row, user.id);
  });
}

const ownMetric = (store: EntityStore, userId: number, id: number) =>
  store.db
    .selectFrom('report_metrics')
    .select('shared')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();

/**
 * Deletes one of the user's own metrics; another's, shared or not, or none, is not found. One that a view or
 * a scheduled report shows stays, and the refusal names them.
 */
export async function deleteMetric(store: EntityStore, userId: number, id: number, language: Language) {
  if (!(await ownMetric(store, userId, id))) throw new ResponseError(responseCode.notFound);
  await refuseMetricInUse(store, id, language);
  const result = await store.db
    .deleteFrom('report_metrics')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new ResponseError(responseCode.notFound);
}
