import { endpoints, responseCode } from '@adconsole/api-client/contract';
import { draftStatus, syncState } from '@adconsole/draft-rules';
import type { FastifyInstance } from 'fastify';
import { verifiedAccountId } from '../http/account-scope';
import { Paged, registerEndpoint } from '../http/endpoint-route';
import { requestLanguage } from '../http/language';
import { ResponseError } from '../http/response-error';
import { contains, listPage, newestFirst } from '../stores/list-page';
import { copyDraft } from './draft-copy';
import { itemKinds } from './draft-items';
import {
  anyItems,
  assertChangeable,
  assertConfirmable,
  assertUploadable,
  itemRecords,
  ownDraft,
  toDraftRecord,
} from './draft-store';
import { draftUploadState, itemRef } from './upload/upload-state';

/**
 * The ad-draft box (docs/requirements.md#ad-drafts): the user's drafts, one with every item, a draft's base
 * (name and provider account), its confirmation, copies and deletes. The items' own calls are in
 * `draft-item-routes`, the upload's in `upload/upload-routes`.
 */
export function draftRoutes(app: FastifyInstance) {
  const db = app.entities.db;
  const mine = (userId: number) => db.selectFrom('drafts').where('user_id', '=', userId);

  registerEndpoint(app, endpoints.draftList, async ({ page, query }, request) => {
    let drafts = mine(request.user!.id).selectAll();
    if (query.name) drafts = drafts.where(contains('name', query.name));
    if (query.status !== undefined) drafts = drafts.where('status', '=', query.status);
    const answer = await listPage(drafts, page, newestFirst);
    return new Paged(answer.rows.map(toDraftRecord), answer.page);
  });

  registerEndpoint(app, endpoints.draftDetail, async ({ id }, request) => {
    const draft = await ownDraft(db, request.user!.id, id);
    // The last upload's progress and refusals (docs/requirements.md#ad-drafts).
    const { progress, refusals } = await draftUploadState(db, id);
    const withReason =
      (kind: keyof typeof itemKinds) =>
      <Rec extends { id: number }>(item: Rec) => {
        const refusal = refusals.get(itemRef(kind, item.id));
        return { ...item, failReason: refusal?.reason, failDetail: refusal?.detail ?? undefined };
      };
    return {
      ...toDraftRecord(draft),
      uploadProgress: progress,
      campaigns: (await itemRecords(db, itemKinds.campaign, id)).map(withReason('campaign')),
      units: (await itemRecords(db, itemKinds.unit, id)).map(withReason('unit')),
      keywords: (await itemRecords(db, itemKinds.keyword, id)).map(withReason('keyword')),
      creatives: (await itemRecords(db, itemKinds.creative, id)).map(withReason('creative')),
    };
  });

  // The endpoint layer has checked the account is the user's (403 otherwise) before this runs.
  registerEndpoint(app, endpoints.draftSave, async ({ id, name }, request) => {
    const accountId = request.accountId!;
    const now = app.now();
    if (id === undefined) {
      const draft = await db
        .insertInto('drafts')
        .values({
          user_id: request.user!.id,
          account_id: accountId,
          name,
          created_time: now,
          updated_time: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: draft.id };
    }
    await db.transaction().execute(async (tx) => {
      const draft = await ownDraft(tx, request.user!.id, id);
      assertChangeable(draft.status, 'id', requestLanguage(request));
      await tx
        .updateTable('drafts')
        .set({ name, account_id: accountId, status: draftStatus.draft, updated_time: now })
        .where('id', '=', id)
        .execute();
      if (accountId !== draft.account_id) {
        // Nothing of the draft is at the provider under the account it moves to.
        const items = anyItems(tx);
        for (const { table } of Object.values(itemKinds)) {
          await items
            .updateTable(table)
            .set({ sync_state: syncState.notSynchronized })
            .where('draft_id', '=', id)
            .execute();
        }
      }
    });
    return { id };
  });

  registerEndpoint(app, endpoints.draftCopy, async ({ id }, request) => {
    const userId = request.user!.id;
    const draft = await ownDraft(db, userId, id);
    // A copy is a new draft: its account must still be one of the user's (403), as for a new one.
    await verifiedAccountId(app.entities, userId, draft.account_id, requestLanguage(request));
    return { id: await db.transaction().execute((tx) => copyDraft(tx, draft, app.now())) };
  });

  // Entering the confirm upload step: a draft ready to upload waits for the user's confirmation (2) until it
  // is uploaded or changed (docs/requirements.md#ad-drafts).
  registerEndpoint(app, endpoints.draftConfirm, async ({ id }, request) => {
    const language = requestLanguage(request);
    await db.transaction().execute(async (tx) => {
      const draft = await ownDraft(tx, request.user!.id, id);
      assertConfirmable(draft.status, 'id', language);
      await assertUploadable(tx, id, language);
      if (draft.status === draftStatus.pendingConfirmation) return;
      await tx
        .updateTable('drafts')
        .set({ status: draftStatus.pendingConfirmation, updated_time: app.now() })
        .where('id', '=', id)
        .execute();
    });
    return null;
  });

  registerEndpoint(app, endpoints.draftDelete, async ({ ids }, request) => {
    const wanted = [...new Set(ids)];
    await db.transaction().execute(async (tx) => {
      const drafts = await tx
        .selectFrom('drafts')
        .select('status')
        .where('user_id', '=', request.user!.id)
        .where('id', 'in', wanted)
        .execute();
      if (drafts.length !== wanted.length) throw new ResponseError(responseCode.notFound);
      // An uploaded draft may go from the box (its ads live at the provider); one uploading may not.
      const uploading = drafts.some((draft) => draft.status === draftStatus.uploading);
      if (uploading) assertChangeable(draftStatus.uploading, 'ids', requestLanguage(request));
      await tx.deleteFrom('drafts').where('id', 'in', wanted).execute();
    });
    return null;
  });
}
