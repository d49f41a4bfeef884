import {
  endpoints,
  responseCode,
  shownValue,
  type EditLevel,
  type NegativeLevel,
  type PreviewRow,
} from '@adconsole/api-client/contract';
import { lookup, type Language } from '@adconsole/i18n/resources';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/audit-log';
import { Paged, registerEndpoint } from '../http/endpoint-route';
import { requestLanguage } from '../http/language';
import { ResponseError } from '../http/response-error';
import { listPage } from '../stores/list-page';
import { createChangeJobRunner, negativeField, type EditJobRequest } from './change-job-runner';
import { accountJobs, doneRows, insertChangeJob, jobAnswers, undoRefusal } from './change-jobs';
import { refusalText } from './change-values';
import { fieldsOf, readEditPlan, readUndoPlan, type ParsedEdit, type PlannedRow } from './edit-plan';
import { distinctTerms, listsVersion, readTargetLists } from './negatives';

/**
 * Negatives, bulk edits and their undo (docs/requirements.md#ad-changes). The endpoint route has checked the
 * permission and that the account is the caller's; every id is checked against the account here, as the
 * provider reads only the account's objects. Each change runs as a job; starting one is in the audit log.
 */
export function adChangeRoutes(app: FastifyInstance) {
  const db = app.entities.db;
  const runner = createChangeJobRunner(app.jobs, {
    entities: app.entities,
    providers: app.providers,
    now: app.now,
  });
  const served = (request: FastifyRequest) => app.providers.account(request.accountId!);
  const refused = (code: number, language: Language, key: string) =>
    new ResponseError(code, undefined, lookup(language, `adChanges.refusal.${key}`));

  async function targetOf(request: FastifyRequest, level: NegativeLevel, targetId: number) {
    const { account, provider } = await served(request);
    const target = await readTargetLists(provider, account, level, targetId);
    if (!target) throw new ResponseError(responseCode.notFound);
    return target;
  }

  registerEndpoint(app, endpoints.negativeWordList, async ({ level, targetId }, request) => {
    const target = await targetOf(request, level, targetId);
    const { campaign, limits } = target;
    return {
      level,
      targetId,
      targetName: target.name,
      ...target.lists,
      limits: limits[level],
      version: listsVersion(target),
      campaign: campaign && {
        id: campaign.id,
        name: campaign.name,
        ...campaign.lists,
        limits: limits.campaign,
      },
    };
  });

  registerEndpoint(app, endpoints.negativeWordAdd, async (input, request) => {
    const { level, targetId, matchType, version } = input;
    const target = await targetOf(request, level, targetId);
    // Someone changed the lists since the user read them: their choice may no longer hold.
    if (listsVersion(target) !== version)
      throw refused(responseCode.conflict, requestLanguage(request), 'listChanged');
    const terms = distinctTerms(input.terms);
    const jobId = await db.transaction().execute(async (tx) => {
      const id = await insertChangeJob(
        tx,
        {
          accountId: request.accountId!,
          userId: request.user!.id,
          kind: 'negative',
          level,
          request: { level, targetId, matchType },
          undoOf: null,
          now: app.now(),
        },
        terms.map((term) => ({
          id: targetId,
          name: target.name,
          field: negativeField(matchType),
          oldValue: null,
          newValue: term,
        })),
      );
      await recordAudit(tx, request, {
        entity: 'negativeWords',
        entityId: id,
        before: null,
        after: { accountId: request.accountId, level, targetId, matchType, terms },
      });
      return id;
    });
    runner.enqueue(jobId);
    return { jobId };
  });

  /** A bulk edit's rows; 404 when the account holds none of the ids, 400 for a field the level lacks. */
  async function editPlan(request: FastifyRequest, level: EditLevel, ids: number[], edit: ParsedEdit) {
    if (!fieldsOf[level].includes(edit.field)) {
      const message = lookup(requestLanguage(request), 'validation.invalid')!;
      throw new ResponseError(responseCode.badRequest, [{ field: 'edit.field', message }]);
    }
    const { account, provider } = await served(request);
    const rows = await readEditPlan(provider, account, level, ids, edit);
    if (rows.every((row) => row.refusal?.reason === 'unknownObject'))
      throw new ResponseError(responseCode.notFound);
    return rows;
  }

  /**
   * An undo's rows: only of the caller's own finished bulk edit of this account, not undone yet (404 for a job
   * the account lacks, 403 for another user's, 400 otherwise).
   */
  async function undoPlan(request: FastifyRequest, jobId: number) {
    const job = await accountJobs(db, request.accountId!)
      .where('change_jobs.id', '=', jobId)
      .executeTakeFirst();
    if (!job) throw new ResponseError(responseCode.notFound);
    const refusal = undoRefusal(job, request.user!.id);
    if (refusal)
      throw refused(
        refusal === 'notYours' ? responseCode.forbidden : responseCode.badRequest,
        requestLanguage(request),
        refusal,
      );
    const { account, provider } = await served(request);
    return { job, rows: await readUndoPlan(provider, account, job.level, await doneRows(db, jobId)) };
  }

  const previewRows = (rows: PlannedRow[], level: EditLevel, language: Language): PreviewRow[] =>
    rows.map((row) => ({
      id: row.id,
      level,
      name: row.name,
      field: row.field,
      oldValue: shownValue(row.field, row.oldValue),
      newValue: shownValue(row.field, row.newValue),
      clipped: row.clipped,
      pastBound: row.pastBound,
      refused: row.refusal && refusalText(language, row.refusal),
    }));

  registerEndpoint(app, endpoints.bulkEditPreview, async (input, request) => {
    const language = requestLanguage(request);
    if ('jobId' in input) {
      const { job, rows } = await undoPlan(request, input.jobId);
      return { rows: previewRows(rows, job.level, language) };
    }
    const rows = await editPlan(request, input.level, [...new Set(input.ids)], input.edit);
    return { rows: previewRows(rows, input.level, language) };
  });

  registerEndpoint(app, endpoints.bulkEditApply, async ({ level, ids, edit }, request) => {
    const distinct = [...new Set(ids)];
    const rows = await editPlan(request, level, distinct, edit);
    const jobRequest: EditJobRequest = { ids: distinct, edit };
    const jobId = await db.transaction().execute(async (tx) => {
      const id = await insertChangeJob(
        tx,
        {
          accountId: request.accountId!,
          userId: request.user!.id,
          kind: 'edit',
          level,
          request: jobRequest,
          undoOf: null,
          now: app.now(),
        },
        rows,
      );
      await recordAudit(tx, request, {
        entity: 'bulkEdit',
        entityId: id,
        before: null,
        after: { accountId: request.accountId, level, ...jobRequest },
      });
      return id;
    });
    runner.enqueue(jobId);
    return { jobId };
  });

  registerEndpoint(app, endpoints.bulkEditUndo, async ({ jobId }, request) => {
    const { job, rows } = await undoPlan(request, jobId);
    const undoId = await db.transaction().execute(async (tx) => {
      // Two undos of the same job at once: the second finds the first.
      const taken = await tx
        .selectFrom('change_jobs')
        .select('id')
        .where('undo_of', '=', jobId)
        .executeTakeFirst();
      if (taken) throw refused(responseCode.badRequest, requestLanguage(request), 'alreadyUndone');
      const id = await insertChangeJob(
        tx,
        {
          accountId: request.accountId!,
          userId: request.user!.id,
          kind: 'undo',
          level: job.level,
          request: { jobId },
          undoOf: jobId,
          now: app.now(),
        },
        rows,
      );
      await recordAudit(tx, request, {
        entity: 'bulkEdit',
        entityId: id,
        before: null,
        after: { accountId: request.accountId, undoOf: jobId },
      });
      return id;
    });
    runner.enqueue(undoId);
    return { jobId: undoId };
  });

  registerEndpoint(app, endpoints.bulkEditList, async ({ jobId, page }, request) => {
    let jobs = accountJobs(db, request.accountId!);
    if (jobId !== undefined) jobs = jobs.where('change_jobs.id', '=', jobId);
    const answer = await listPage(jobs, page, {
      createdTime: 'change_jobs.created_time',
      id: 'change_jobs.id',
    });
    if (jobId !== undefined && answer.rows.length === 0) throw new ResponseError(responseCode.notFound);
    const language = requestLanguage(request);
    return new Paged(await jobAnswers(db, answer.rows, request.user!.id, language), answer.page);
  });
}
