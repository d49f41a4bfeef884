// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { ChangeRecord, endpoints, envelope } from '@adconsole/api-client/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { uploadableDraft, uploadedDraft } from '../drafts/upload/testing/upload-calls';
import { loginToken, providerAccountId, startTestApp } from '../testing/test-app';
import { callEndpoint } from '../http/testing/test-calls';

const clock = Date.parse('2026-11-21T08:00:00Z');
const server = await startTestApp({ now: () => clock, sandboxUploadSeconds: 1 });
const { app } = server;
afterAll(() => server.stop());

describe('a draft upload in the change history', () => {
  it('shows each item the provider created, with its id, the uploader and no job', async () => {
    const demo = await loginToken(app, 'demo', 'demo123');
    const account = await providerAccountId(app, 'adc-demo-01');
    const draft = await uploadableDraft(app, demo, account, '历史上传计划');
    expect((await callEndpoint(app, endpoints.draftUpload, demo, { id: draft.draftId })).statusCode).toBe(
      200,
    );
    await uploadedDraft(app, demo, draft.draftId);

    const response = await callEndpoint(app, endpoints.changeHistoryList, demo, {
      accountId: account,
      query: { beginDate: '2026-11-21', endDate: '2026-11-21', kind: 'upload' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const records = envelope(z.array(ChangeRecord)).parse(response.json()).data!;
    // The provider's id of each item, as the upload kept it.
    const items = await app.entities.db
      .selectFrom('draft_upload_items')
      .select(['name', 'provider_id'])
      .where('kind', '!=', 'picture')
      .execute();
    const createdAs = new Map(items.map((item) => [item.name, item.provider_id]));
    // Created in the draft's order, all at the same moment: the newest first; the picture is no object.
    expect(records.map(({ id: _, ...record }) => record)).toEqual(
      [
        ['creative', '专业数据分析平台免费试用'],
        ['keyword', '企业数据看板'],
        ['keyword', '数据分析平台'],
        ['unit', '品牌词'],
        ['campaign', '历史上传计划'],
      ].map(([level, objectName]) => ({
        time: '2026-11-21 16:00:00',
        kind: 'upload',
        userName: 'demo',
        level,
        objectId: createdAs.get(objectName!),
        objectName,
        field: 'Created',
        oldValue: null,
        newValue: null,
        jobId: null,
      })),
    );
    expect([...createdAs.values()].every(Boolean)).toBe(true);
  });
});
