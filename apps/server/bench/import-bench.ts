/**
 * The import benchmark (`npm run bench`): a template of 10,000 keyword rows (the cap of one import) imported
 * into a new unit, through the HTTP layer in-process: the multipart upload, the parse in its worker, every
 * row checked with the draft rules and kept in one transaction. Prints the time and the server's peak memory
 * (RSS sampled while it runs; the parse's worker thread is in the same process).
 */
import { apiBasePath, endpoints, envelope, ImportResult } from '@adconsole/api-client/contract';
import { minimal, savedId } from '../src/drafts/testing/draft-calls';
import { sheetFile } from '../src/drafts/import/testing/spreadsheets';
import { benchDataDir } from './bench-data-dir';
import { loginToken, providerAccountId, startTestApp } from '../src/testing/test-app';

const runs = 3;
const rows = 10_000;

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// Stopped from outside (scripts/bench.mjs bounds the run): the store's folder goes anyway.
const dataDir = benchDataDir();

const server = await startTestApp({ dataDir, sandboxProfile: 'test' });
try {
  const { app } = server;
  const token = await loginToken(app, 'demo', 'demo123');
  const accountId = await providerAccountId(app, 'adc-demo-01');
  const draftId = await savedId(app, endpoints.draftSave, token, { name: 'Import bench', accountId });
  const campaignId = await savedId(app, endpoints.draftCampaignSave, token, { draftId, ...minimal.campaign });
  const file = sheetFile(
    [
      ['Keyword', 'Match type'],
      ...Array.from({ length: rows }, (_, index) => [
        `数据分析平台 ${index + 1}`,
        index % 2 ? 'phrase' : 'precise',
      ]),
    ],
    'xlsx',
  );
  const rssBefore = process.memoryUsage().rss;
  const times: number[] = [];
  let peak = rssBefore;
  for (let run = 0; run < runs; run++) {
    const unitId = await savedId(app, endpoints.draftUnitSave, token, {
      draftId,
      campaignId,
      ...minimal.unit,
      adgroupName: `Unit ${run + 1}`,
    });
    const form = new FormData();
    form.append('draftId', String(draftId));
    form.append('unitId', String(unitId));
    form.append('file', new Blob([file]), 'keywords.xlsx');
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const start = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: `${apiBasePath}${endpoints.keywordImport.path}`,
      headers: { token },
      payload: form,
    });
    times.push(performance.now() - start);
    clearInterval(sampler);
    // A check that the bench measured what it says, not a timing assertion.
    const result = envelope(ImportResult).parse(response.json()).data;
    if (result?.imported !== rows) throw new Error(`the import kept ${result?.imported}: ${response.body}`);
  }
  console.log(`\nImport benchmark (${runs} runs, upload to answer, in-process through the HTTP layer)\n`);
  console.log('| import | rows | file | median s | max s | RSS before | peak RSS |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  console.log(
    `| keywords, .xlsx | ${rows.toLocaleString('en')} | ${Math.round(file.length / 1024)} kB | ${(median(times) / 1000).toFixed(2)} | ${(Math.max(...times) / 1000).toFixed(2)} | ${mb(rssBefore)} | ${mb(peak)} |`,
  );
} finally {
  await server.stop();
}
