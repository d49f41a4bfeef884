/**
 * The export benchmark (`npm run bench`): the `bench` sandbox profile loaded into a fresh store, then the
 * export of about 50,000 keyword rows through the HTTP layer in-process, from `createExport` to the record
 * being ready. Prints the time, the file and the server's peak memory (RSS sampled while the job runs).
 */
import {
  CreatedExport,
  envelope,
  reportExportEndpoint,
  reportListEndpoint,
} from '@adconsole/api-client/contract';
import { benchDataDir } from './bench-data-dir';
import { loginToken, startTestApp } from '../src/testing/test-app';

/** 1 November 2026, noon in Asia/Shanghai: yesterday is 31 October, the facts start on 1 August. */
const now = Date.parse('2026-11-01T04:00:00Z');
const runs = 3;
/** Every keyword of the large account over October: one row per keyword. */
const body = {
  accountId: 1,
  query: { beginDate: '2026-10-01', endDate: '2026-10-31', timeUnit: 'summary' },
};

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// Stopped from outside (scripts/bench.mjs bounds the run): the store's folder goes anyway.
const dataDir = benchDataDir();

const server = await startTestApp({ dataDir, now: () => now, sandboxProfile: 'bench' });
try {
  const { app } = server;
  const token = await loginToken(app, 'admin', 'admin123');
  const url = `/base-api${reportExportEndpoint('search', 'keyword').path}`;
  const rssBefore = process.memoryUsage().rss;
  const times: number[] = [];
  let peak = rssBefore;
  let record: { rows: number; sizeBytes: number } | undefined;
  for (let run = 0; run < runs; run++) {
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const start = performance.now();
    const response = await app.inject({ method: 'POST', url, headers: { token }, payload: body });
    const { id } = envelope(CreatedExport).parse(response.json()).data!;
    await app.exportRunner.idle();
    times.push(performance.now() - start);
    clearInterval(sampler);
    const row = await app.entities.db
      .selectFrom('download_records')
      .select(['status', 'size_bytes'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // A check that the bench measured what it says, not a timing assertion.
    if (row.status !== 'ready') throw new Error(`export ${id} ended ${row.status}`);
    const list = await app.inject({
      method: 'POST',
      url: `/base-api${reportListEndpoint('search', 'keyword').path}`,
      headers: { token },
      payload: { ...body, page: { number: 1, size: 10 } },
    });
    const rows = list.json<{ page: { totalCount: number } }>().page.totalCount;
    record = { rows, sizeBytes: Number(row.size_bytes) };
  }
  console.log(
    `\nExport benchmark (${runs} runs, createExport to ready, in-process through the HTTP layer)\n`,
  );
  console.log('| export | rows | file | median s | max s | RSS before | peak RSS |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  console.log(
    `| keyword custom 31 days, .xlsx | ${record!.rows.toLocaleString('en')} | ${mb(record!.sizeBytes)} | ${(median(times) / 1000).toFixed(2)} | ${(Math.max(...times) / 1000).toFixed(2)} | ${mb(rssBefore)} | ${mb(peak)} |`,
  );
  if (record!.rows < 45_000) throw new Error(`the export held ${record!.rows} rows, not about 50,000`);
} finally {
  await server.stop();
}
