import {
  granularityList,
  maxViewsPerReport,
  ReportViewState,
  responseCode,
  type Granularity,
  type ReportRef,
  type ReportView,
} from '@adconsole/api-client/contract';
import { lookup, type Language } from '@adconsole/i18n/resources';
import type { Selectable } from 'kysely';
import { ResponseError } from '../http/response-error';
import type { EntityDatabase } from '../stores/entity-schema';
import type { EntityStore } from '../stores/entity-store';

type ViewRow = Selectable<EntityDatabase['report_views']>;

/** Who asks about views: the session user and the account the call is for (verified). */
export interface ViewOwner {
  userId: number;
  accountId: number;
}

function viewOf(row: ViewRow, userId: number): ReportView {
  return {
    id: row.id,
    name: row.name,
    channel: row.channel,
    section: row.section,
    granularity: granularityList.find((granularity) => granularity === row.granularity) ?? null,
    isDefault: row.is_default === 1,
    own: row.user_id === userId,
    // Checked on the way in; a row written by an older build that no longer reads is an empty view.
    state: ReportViewState.safeParse(JSON.parse(row.state)).data ?? {
      version: 1,
      columns: { order: [], hidden: [] },
    },
    updatedTime: Number(row.updated_time),
  };
}

/** The user's views of a report for the account (of every report when none is named), by name. */
export async function listViews(store: EntityStore, owner: ViewOwner, report: ReportRef | undefined) {
  let query = store.db
    .selectFrom('report_views')
    .selectAll()
    .where('user_id', '=', owner.userId)
    .where('account_id', '=', owner.accountId);
  if (report) query = query.where('channel', '=', report.channel).where('section', '=', report.section);
  const rows = await query.orderBy('name').execute();
  return rows.map((row) => viewOf(row, owner.userId));
}

/**
 * A view by its id for a link (docs/requirements.md#report-views): any user of the view's account may open
 * it; another account's view is not found, as if it did not exist.
 */
export async function findView(
  store: EntityStore,
  userId: number,
  accountIds: readonly number[],
  id: number,
) {
  const row = await store.db.selectFrom('report_views').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || !accountIds.includes(row.account_id)) throw new ResponseError(responseCode.notFound);
  return viewOf(row, userId);
}

export interface ViewInput {
  id?: number;
  report: ReportRef;
  granularity: Granularity;
  name: string;
  isDefault?: boolean;
  state: ReportViewState;
}

const nameTaken = (language: Language) =>
  new ResponseError(responseCode.badRequest, [
    { field: 'name', message: lookup(language, 'reports.view.nameTaken')! },
  ]);

/**
 * Creates a view or changes one of the user's own (another's is not found). The report's views are those
 * of its granularity and the section-wide ones saved before views belonged to a report, as its views menu
 * lists them (docs/requirements.md#report-views): a view marked default unmarks the others, names are unique
 * among them. A view keeps the report it was created on.
 */
export async function saveView(
  store: EntityStore,
  owner: ViewOwner,
  input: ViewInput,
  language: Language,
  now: number,
): Promise<ReportView> {
  const { channel, section } = input.report;
  return store.db.transaction().execute(async (tx) => {
    const siblings = await tx
      .selectFrom('report_views')
      .select(['id', 'name', 'is_default'])
      .where('user_id', '=', owner.userId)
      .where('account_id', '=', owner.accountId)
      .where('channel', '=', channel)
      .where('section', '=', section)
      .where((row) => row.or([row('granularity', '=', input.granularity), row('granularity', 'is', null)]))
      .execute();
    if (input.id !== undefined && !siblings.some((view) => view.id === input.id)) {
      throw new ResponseError(responseCode.notFound);
    }
    if (siblings.some((view) => view.id !== input.id && view.name === input.name)) throw nameTaken(language);
    if (input.id === undefined && siblings.length >= maxViewsPerReport) {
      throw new ResponseError(responseCode.badRequest, [
        {
          field: 'name',
          message: lookup(language, 'reports.view.tooMany', { count: String(maxViewsPerReport) })!,
        },
      ]);
    }
    const defaults = siblings.filter((view) => view.is_default === 1).map((view) => view.id);
    // PostgreSQL refuses an empty `in ()`: only when another view is the default.
    if (input.isDefault && defaults.length > 0) {
      await tx.updateTable('report_views').set({ is_default: 0 }).where('id', 'in', defaults).execute();
    }
    const values = {
      name: input.name,
      state: JSON.stringify(input.state),
      updated_time: now,
      ...(input.isDefault === undefined ? {} : { is_default: input.isDefault ? 1 : 0 }),
    };
    const id =
      input.id ??
      (
        await tx
          .insertInto('report_views')
          .values({
            ...values,
            user_id: owner.userId,
            account_id: owner.accountId,
            channel,
            section,
            granularity: input.granularity,
            created_time: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    if (input.id !== undefined) {
      await tx.updateTable('report_views').set(values).where('id', '=', id).execute();
    }
    const row = await tx
      .selectFrom('report_views')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return viewOf(row, owner.userId);
  });
}

/**
 * Deletes one of the user's own views of the account; another's, or none, is not found. A view the user's
 * scheduled reports send stays, and the refusal names them: deleted, their runs would fail unseen until the
 * next one was due (docs/requirements.md#scheduled-reports).
 */
export async function deleteView(store: EntityStore, owner: ViewOwner, id: number, language: Language) {
  const schedules = await store.db
    .selectFrom('report_schedules')
    .select('name')
    .where('view_id', '=', id)
    .where('user_id', '=', owner.userId)
    .orderBy('name')
    .execute();
  if (schedules.length > 0) {
    const names = schedules.map((schedule) => `“${schedule.name}”`).join(', ');
    const message = lookup(language, 'scheduledReports.refused.viewInUse', { names })!;
    throw new ResponseError(responseCode.badRequest, undefined, message);
  }
  const result = await store.db
    .deleteFrom('report_views')
    .where('id', '=', id)
    .where('user_id', '=', owner.userId)
    .where('account_id', '=', owner.accountId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new ResponseError(responseCode.notFound);
}
