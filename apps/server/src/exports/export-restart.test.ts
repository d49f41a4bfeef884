// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { afterAll, describe, expect, it } from 'vitest';
import { testNow, testRanges } from '../reports/testing/report-calls';
import { loginToken, providerAccountId, restartOn, startTestApp, userIdOf } from '../testing/test-app';
import { createExport, downloadFile, finishedRecord } from './testing/export-calls';

const first = await startTestApp({ now: () => testNow, sandboxProfile: 'test' });
let current = first.app;
afterAll(async () => {
  await current.close();
  await first.removeStores();
});

describe('export jobs across a restart', () => {
  it('runs again a job the previous process left at processing, and fails one without a job', async () => {
    const token = await loginToken(current, 'demo', 'demo123');
    const accountId = await providerAccountId(current, 'adc-shared-01');
    const id = await createExport(current, token, 'search', 'unit', {
      accountId,
      query: { ...testRanges.week, timeUnit: 'week' },
    });
    await current.exportRunner.idle();
    // What a crash mid-job leaves: the record processing, no file yet; and a record no job will ever write.
    await current.entities.db
      .updateTable('download_records')
      .set({ status: 'processing', progress: 40, file_path: null, size_bytes: 0 })
      .where('id', '=', id)
      .execute();
    const { id: orphan } = await current.entities.db
      .insertInto('download_records')
      .values({
        user_id: await userIdOf(current, 'demo'),
        account_id: accountId,
        name: 'orphan.xlsx',
        file_name: 'orphan.xlsx',
        file_path: null,
        status: 'processing',
        begin_date: null,
        end_date: null,
        error: null,
        created_time: testNow,
        updated_time: testNow,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await current.close();

    current = await restartOn(first, {
      now: () => testNow,
      sandboxProfile: 'test',
    });
    await current.reportSync.caughtUp();
    const again = await loginToken(current, 'demo', 'demo123');
    expect(await finishedRecord(current, again, id)).toMatchObject({ status: 'ready', progress: 100 });
    expect((await downloadFile(current, again, id)).statusCode).toBe(200);
    expect((await finishedRecord(current, again, orphan)).status).toBe('failed');
  });
});
