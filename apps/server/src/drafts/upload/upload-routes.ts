import { endpoints, responseCode, type UploadRecord } from '@adconsole/api-client/contract';
import { addCalendarDays, providerDateTime, providerDayStart } from '@adconsole/date-range-rules';
import { syncState } from '@adconsole/draft-rules';
import type { FastifyInstance } from 'fastify';
import { sql, type Selectable } from 'kysely';
import { Paged, registerEndpoint } from '../../http/endpoint-route';
import { requestLanguage } from '../../http/language';
import { ResponseError } from '../../http/response-error';
import type { EntityDatabase } from '../../stores/entity-schema';
import { listPage } from '../../stores/list-page';
import { assertChangeable, assertUploadable, ownDraft } from '../draft-store';
import { insertUpload } from './upload-jobs';
import { createUploadRunner, type UploadRunner } from './upload-runner';
import { itemRef, syncStates } from './upload-state';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends drafts to the provider (docs/architecture.md#draft-upload-jobs). */
    uploadRunner: UploadRunner;
  }
}

/**
 * Uploading a draft and the ad report (docs/requirements.md#ad-drafts): `/adDraft/upload` checks the draft
 * as the preview does and starts its job; the report lists the uploads of drafts of the user's provider
 * accounts, each with its items. The start of `app.jobs` takes up the jobs a previous process left.
 */
export function draftUploadRoutes(app: FastifyInstance) {
  const db = app.entities.db;
  const runner = createUploadRunner(app.jobs, {
    entities: app.entities,
    providers: app.providers,
    now: app.now,
  });
  app.decorate('uploadRunner', runner);

  registerEndpoint(app, endpoints.draftUpload, async ({ id }, request) => {
    const language = requestLanguage(request);
    const uploadId = await app.entities.db.transaction().execute(async (tx) => {
      const draft = await ownDraft(tx, request.user!.id, id);
      assertChangeable(draft.status, 'id', language);
      await assertUploadable(tx, id, language);
      return insertUpload(tx, draft, app.now());
    });
    runner.enqueue(uploadId);
    return { uploadId };
  });

  /** The uploads the user may see: those of drafts of the user's provider accounts. */
  const visible = (userId: number) =>
    db
      .selectFrom('draft_uploads')
      .innerJoin('users', 'users.id', 'draft_uploads.user_id')
      .innerJoin('provider_accounts', 'provider_accounts.id', 'draft_uploads.account_id')
      .where('draft_uploads.account_id', 'in', (eb) =>
        eb.selectFrom('user_accounts').select('account_id').where('user_id', '=', userId),
      );
  const counted = (result: 'created' | 'refused') =>
    sql<number>`(select count(*) from draft_upload_items i where i.upload_id = draft_uploads.id and i.result = ${result})`;
  const recordColumns = [
    'draft_uploads.id',
    'draft_uploads.draft_id',
    'draft_uploads.draft_name',
    'draft_uploads.account_id',
    'draft_uploads.status',
    'draft_uploads.item_count',
    'draft_uploads.created_time',
    'draft_uploads.finished_time',
    'users.user_name',
    'provider_accounts.account_no',
  ] as const;
  type RecordRow = Pick<
    Selectable<EntityDatabase['draft_uploads']>,
    | 'id'
    | 'draft_id'
    | 'draft_name'
    | 'account_id'
    | 'status'
    | 'item_count'
    | 'created_time'
    | 'finished_time'
  > & {
    user_name: string;
    account_no: string;
    created_count: number;
    refused_count: number;
  };
  const toRecord = (row: RecordRow): UploadRecord => ({
    id: row.id,
    draftId: row.draft_id,
    draftName: row.draft_name,
    accountId: row.account_id,
    accountNo: row.account_no,
    userName: row.user_name,
    status: row.status,
    itemCount: row.item_count,
    createdCount: Number(row.created_count),
    refusedCount: Number(row.refused_count),
    createdTime: providerDateTime(Number(row.created_time)),
    finishedTime: row.finished_time === null ? null : providerDateTime(Number(row.finished_time)),
  });

  registerEndpoint(app, endpoints.draftReportList, async ({ page, query }, request) => {
    let uploads = visible(request.user!.id);
    if (query.status) uploads = uploads.where('draft_uploads.status', '=', query.status);
    if (query.beginDate)
      uploads = uploads.where('draft_uploads.created_time', '>=', providerDayStart(query.beginDate));
    if (query.endDate)
      uploads = uploads.where(
        'draft_uploads.created_time',
        '<',
        providerDayStart(addCalendarDays(query.endDate, 1)),
      );
    const answer = await listPage(
      uploads
        .select(recordColumns)
        .select([counted('created').as('created_count'), counted('refused').as('refused_count')]),
      page,
      { createdTime: 'draft_uploads.created_time', id: 'draft_uploads.id' },
    );
    return new Paged(answer.rows.map(toRecord), answer.page);
  });

  registerEndpoint(app, endpoints.draftReportDetail, async ({ id }, request) => {
    const row = await visible(request.user!.id)
      .select(recordColumns)
      .select([counted('created').as('created_count'), counted('refused').as('refused_count')])
      .where('draft_uploads.id', '=', id)
      .executeTakeFirst();
    if (!row) throw new ResponseError(responseCode.notFound);
    const items = await db
      .selectFrom('draft_upload_items')
      .select(['kind', 'item_id', 'name', 'result', 'fail_reason', 'fail_detail'])
      .where('upload_id', '=', id)
      .orderBy('seq')
      .execute();
    const states = row.draft_id === null ? new Map() : await syncStates(app.entities.db, row.draft_id);
    return {
      ...toRecord(row),
      items: items.map((item) => ({
        kind: item.kind,
        itemId: item.item_id,
        name: item.name,
        result: item.result,
        failReason: item.fail_reason,
        failDetail: item.fail_detail,
        // A picture has no sync state of its own, nor an item whose draft has left the box: its result says it.
        syncState:
          (item.kind === 'picture' ? undefined : states.get(itemRef(item.kind, item.item_id))) ??
          (item.result === 'created' ? syncState.synchronized : syncState.notSynchronized),
      })),
    };
  });
}
