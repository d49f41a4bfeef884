import {
  shownValue,
  type ChangeDay,
  type ChangeRecord,
  type HistoryLevel,
  type ChangeKind,
} from '@adconsole/api-client/contract';
import {
  addCalendarDays,
  providerDateTime,
  providerDayStart,
  providerToday,
} from '@adconsole/date-range-rules';
import { lookup, type Language } from '@adconsole/i18n/resources';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { EntityDatabase } from '../stores/entity-schema';

/** What a history is asked for: an account's days, and optionally one level and one kind of change. */
export interface HistoryQuery {
  accountId: number;
  beginDate: string;
  endDate: string;
  level?: HistoryLevel;
  kind?: ChangeKind;
}

/** The changes of a query with their users' names, unsorted: lists, days and exports order them. */
export function historyRows(db: Kysely<EntityDatabase>, query: HistoryQuery) {
  let rows = db
    .selectFrom('changes')
    .leftJoin('users', 'users.id', 'changes.user_id')
    .where('changes.account_id', '=', query.accountId)
    // The days of the range in the provider's calendar (docs/requirements.md#date-ranges).
    .where('changes.time', '>=', providerDayStart(query.beginDate))
    .where('changes.time', '<', providerDayStart(addCalendarDays(query.endDate, 1)));
  if (query.level) rows = rows.where('changes.level', '=', query.level);
  if (query.kind) rows = rows.where('changes.kind', '=', query.kind);
  return rows;
}

export const recordColumns = [
  'changes.id',
  'changes.time',
  'changes.kind',
  'changes.source',
  'changes.job_id',
  'changes.level',
  'changes.object_id',
  'changes.object_name',
  'changes.field',
  'changes.old_value',
  'changes.new_value',
  'users.user_name',
] as const;

/** The list's sort: newest first, ties by id (docs/requirements.md#lists-and-paging). */
export const newestChangeFirst = { createdTime: 'changes.time', id: 'changes.id' };

/** A change as `recordColumns` select it. */
export type HistoryRow = Pick<
  Selectable<EntityDatabase['changes']>,
  | 'id'
  | 'time'
  | 'kind'
  | 'source'
  | 'job_id'
  | 'level'
  | 'object_id'
  | 'object_name'
  | 'field'
  | 'old_value'
  | 'new_value'
> & { user_name: string | null };

/**
 * The provider's field names that mean one of this console's fields, so a change made elsewhere reads in the
 * user's language (docs/baidu-provider.md#operation-record-fields); a name not here is shown as the provider
 * wrote it.
 */
const providerFields: Readonly<Record<string, string>> = { 单元出价: 'bid', 计划预算: 'budget' };

/**
 * A change as the user reads it (docs/requirements.md#change-history): this console's fields and the
 * provider's known field names translated, bids and budgets in yuan; a provider's value in its own words.
 */
export function changeRecord(row: HistoryRow, language: Language): ChangeRecord {
  const own = row.source === 'console';
  return {
    id: row.id,
    time: providerDateTime(Number(row.time)),
    kind: row.kind,
    userName: row.user_name,
    level: row.level,
    objectId: row.object_id,
    objectName: row.object_name,
    field: lookup(language, `adChanges.field.${own ? row.field : providerFields[row.field]}`) ?? row.field,
    oldValue: own ? shownValue(row.field, row.old_value) : row.old_value,
    newValue: own ? shownValue(row.field, row.new_value) : row.new_value,
    jobId: row.job_id,
  };
}

/** The changes a chart marker lists of its day at most. */
const changesPerDay = 5;
const dayMs = 24 * 60 * 60 * 1000;
/** When the provider's 1970-01-01 began: its days are counted from there. */
const epochDayStart = providerDayStart('1970-01-01');

/**
 * The days of a query with changes, oldest first (a chart's order), each with its count and its newest
 * changes. A day is the provider's: the number of whole days since the provider's 1970-01-01 began.
 */
export async function changeDays(
  db: Kysely<EntityDatabase>,
  query: HistoryQuery,
  language: Language,
): Promise<ChangeDay[]> {
  // Literals, not parameters: PostgreSQL groups by the same expression only when it is written the same.
  const day = sql<number>`(changes.time + ${sql.lit(-epochDayStart)}) / ${sql.lit(dayMs)}`;
  const counts = await historyRows(db, query)
    .select([day.as('day'), (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(day)
    .orderBy(day)
    .execute();
  const ranked = historyRows(db, query)
    .select(recordColumns)
    .select(
      sql<number>`row_number() over (partition by ${day} order by changes.time desc, changes.id desc)`.as(
        'day_rank',
      ),
    );
  const newest = await db
    .selectFrom(ranked.as('ranked'))
    .selectAll()
    .where('day_rank', '<=', changesPerDay)
    .orderBy('time', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const byDate = new Map<string, ChangeRecord[]>();
  for (const row of newest) {
    const date = providerToday(Number(row.time));
    byDate.set(date, [...(byDate.get(date) ?? []), changeRecord(row, language)]);
  }
  return counts.map(({ day: index, count }) => {
    const date = providerToday(epochDayStart + Number(index) * dayMs);
    return { date, count: Number(count), changes: byDate.get(date) ?? [] };
  });
}
