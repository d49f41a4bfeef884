import { setTimeout as sleep } from 'node:timers/promises';
import { ChangeJob, endpoints, envelope } from '@adconsole/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callEndpoint } from '../../http/testing/test-calls';

/** A change job as the list answers it to a user (in English unless `language` names another). */
export async function changeJob(
  app: FastifyInstance,
  token: string,
  accountId: number,
  jobId: number,
  language = 'en',
): Promise<ChangeJob> {
  const response = await callEndpoint(
    app,
    endpoints.bulkEditList,
    token,
    { accountId, jobId },
    { 'accept-language': language },
  );
  const [job] = envelope(z.array(ChangeJob)).parse(response.json()).data!;
  if (!job) throw new Error(`no job ${jobId}: ${response.body}`);
  return job;
}

/** The job once it has ended, as its list answers it. */
export async function finishedJob(
  app: FastifyInstance,
  token: string,
  accountId: number,
  jobId: number,
  language = 'en',
): Promise<ChangeJob> {
  for (;;) {
    const job = await changeJob(app, token, accountId, jobId, language);
    if (job.status !== 'running') return job;
    await sleep(20);
  }
}

/** The id of a job a start call answered; throws on any other answer. */
export function startedJobId(response: { statusCode: number; body: string; json(): unknown }): number {
  const answer = response.json() as { data?: { jobId?: number } };
  if (response.statusCode !== 200 || !answer.data?.jobId) throw new Error(response.body);
  return answer.data.jobId;
}

/** The account's changes the console recorded for a job, oldest first. */
export const recordedChanges = (app: FastifyInstance, jobId: number) =>
  app.entities.db
    .selectFrom('changes')
    .select(['kind', 'level', 'object_id', 'field', 'old_value', 'new_value', 'source'])
    .where('job_id', '=', jobId)
    .orderBy('id')
    .execute();

/** The audit log's entries of a call path under the API prefix (`/bulkEdit/apply`), oldest first. */
export const auditEntries = (app: FastifyInstance, action: string) =>
  app.entities.db
    .selectFrom('audit_log')
    .select(['user_name', 'entity', 'entity_id', 'after_json'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();
