import { setTimeout as sleep } from 'node:timers/promises';
import { endpoints } from '@adconsole/api-client/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { callEndpoint, loginToken, providerAccountId, startTestApp } from '../../testing/test-app';
import { draftDetail } from '../testing/draft-calls';
import { uploadsDb } from './upload-jobs';
import { createUploadRunner, type UploadRunner } from './upload-runner';
import { uploadableDraft, uploadedDraft } from './testing/upload-calls';

const server = await startTestApp({ sandboxUploadSeconds: 1 });
const { app } = server;
let other: UploadRunner | undefined;
afterAll(async () => {
  await other?.stop();
  await server.stop();
});

describe('the lease of an upload job', () => {
  it('keeps another process off a job whose lease holds, and lets it take the job once the lease runs out', async () => {
    const token = await loginToken(app, 'demo', 'demo123');
    const account = await providerAccountId(app, 'adc-demo-01');
    const draft = await uploadableDraft(app, token, account, '租约接管');
    // This process stops taking jobs: the upload is left as a process that died holding it would leave it.
    await app.uploadRunner.stop();
    const response = await callEndpoint(app, endpoints.draftUpload, token, { id: draft.draftId });
    const { uploadId } = response.json<{ data: { uploadId: number } }>().data;
    const leaseMs = 600;
    await uploadsDb(app.entities)
      .updateTable('draft_uploads')
      .set({ lease_owner: 'a process that died', lease_until: Date.now() + leaseMs })
      .where('id', '=', uploadId)
      .execute();

    // Another process (its own owner id) looks every leaseMs / 4.
    const errors: unknown[] = [];
    other = createUploadRunner({
      entities: app.entities,
      providers: app.providers,
      now: app.now,
      onError: (error) => errors.push(error),
      leaseMs,
    });
    await other.start();
    await sleep(leaseMs / 2);
    expect(await draftDetail(app, token, draft.draftId)).toMatchObject({
      status: 9,
      uploadProgress: { done: 0, total: 6 },
    });

    expect((await uploadedDraft(app, token, draft.draftId)).status).toBe(4);
    const upload = await uploadsDb(app.entities)
      .selectFrom('draft_uploads')
      .select(['status', 'done_count', 'lease_owner'])
      .where('id', '=', uploadId)
      .executeTakeFirstOrThrow();
    expect(upload).toEqual({ status: 'succeeded', done_count: 6, lease_owner: null });
    expect(errors).toEqual([]);
  });
});
