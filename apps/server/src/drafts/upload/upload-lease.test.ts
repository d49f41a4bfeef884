// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { setTimeout as sleep } from 'node:timers/promises';
import { endpoints } from '@adconsole/api-client/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createJobRunner, type JobRunner } from '../../jobs/job-runner';
import type { Providers } from '../../provider/providers';
import { openEntityStore } from '../../stores/entity-store';
import { loginToken, providerAccountId, startTestApp } from '../../testing/test-app';
import { callEndpoint } from '../../http/testing/test-calls';
import { draftDetail } from '../testing/draft-calls';
import { createUploadRunner } from './upload-runner';
import { uploadableDraft, uploadedDraft } from './testing/upload-calls';
import { entityTables } from '../../entity-tables';

const server = await startTestApp({ sandboxUploadSeconds: 1 });
const { app } = server;
// A second store opened on the same database stands for another server process
// (docs/architecture.md#work-across-processes).
const otherProcess = await openEntityStore(
  { dataDir: server.dataDir, databaseUrl: server.databaseUrl },
  entityTables,
);
const runners: JobRunner[] = [];
afterAll(async () => {
  for (const runner of runners) await runner.close();
  await otherProcess.close();
  await server.stop();
});

/** The providers as one process sends through them, counting the items it sends. */
function countedProviders(): { providers: Pick<Providers, 'account'>; sent: { count: number } } {
  const sent = { count: 0 };
  return {
    sent,
    providers: {
      account: async (accountId) => {
        const served = await app.providers.account(accountId);
        return {
          ...served,
          provider: {
            ...served.provider,
            createUploadItem: (...args) => {
              sent.count += 1;
              return served.provider.createUploadItem(...args);
            },
          },
        };
      },
    },
  };
}

describe('the lease of an upload job', () => {
  it('keeps another process off a job whose lease holds, and lets it take the job once the lease runs out', async () => {
    const token = await loginToken(app, 'demo', 'demo123');
    const account = await providerAccountId(app, 'adc-demo-01');
    const draft = await uploadableDraft(app, token, account, '租约接管');
    // This process stops taking jobs: the upload is left as a process that died holding it would leave it.
    await app.jobs.close();
    const response = await callEndpoint(app, endpoints.draftUpload, token, { id: draft.draftId });
    const { uploadId } = response.json<{ data: { uploadId: number } }>().data;
    const leaseMs = 600;
    await app.entities.db
      .updateTable('draft_uploads')
      .set({ lease_owner: 'a process that died', lease_until: Date.now() + leaseMs })
      .where('id', '=', uploadId)
      .execute();

    // Another process (its own owner id) looks at every heartbeat, every third of its lease.
    const errors: unknown[] = [];
    const other = createJobRunner({
      entities: app.entities,
      leaseMs,
      onError: (error) => errors.push(error),
    });
    runners.push(other);
    createUploadRunner(other, { entities: app.entities, providers: app.providers, now: app.now });
    await other.start();
    await sleep(leaseMs / 2);
    expect(await draftDetail(app, token, draft.draftId)).toMatchObject({
      status: 9,
      uploadProgress: { done: 0, total: 6 },
    });

    expect((await uploadedDraft(app, token, draft.draftId)).status).toBe(4);
    const upload = await app.entities.db
      .selectFrom('draft_uploads')
      .select(['status', 'done_count', 'lease_owner'])
      .where('id', '=', uploadId)
      .executeTakeFirstOrThrow();
    expect(upload).toEqual({ status: 'succeeded', done_count: 6, lease_owner: null });
    expect(errors).toEqual([]);
  });

  it('is sent by exactly one of two processes claiming it at once', async () => {
    const token = await loginToken(app, 'demo', 'demo123');
    const account = await providerAccountId(app, 'adc-demo-01');
    const draft = await uploadableDraft(app, token, account, '双进程争用');
    // The server's own runner stopped in the test above: the upload waits for the runners below.
    const response = await callEndpoint(app, endpoints.draftUpload, token, { id: draft.draftId });
    const { uploadId } = response.json<{ data: { uploadId: number } }>().data;
    const errors: unknown[] = [];
    const here = countedProviders();
    const there = countedProviders();
    const [first, second] = [
      { entities: app.entities, ...here },
      { entities: otherProcess, ...there },
    ].map(({ entities, providers }) => {
      const jobs = createJobRunner({ entities, onError: (e) => errors.push(e) });
      runners.push(jobs);
      return createUploadRunner(jobs, { entities, providers, now: app.now });
    });
    first!.enqueue(uploadId);
    second!.enqueue(uploadId);
    await Promise.all([first!.idle(), second!.idle()]);

    expect((await uploadedDraft(app, token, draft.draftId)).status).toBe(4);
    expect([here.sent.count, there.sent.count].toSorted()).toEqual([0, 6]);
    expect(errors).toEqual([]);
  });
});
