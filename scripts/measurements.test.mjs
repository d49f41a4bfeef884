// The measurements page's sections as `npm run bench` rewrites them: `node --test scripts/measurements.test.mjs`.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { benchSection, recordBench, withBenchSection } from './measurements.mjs';

const machine = { date: '2026-11-27 10:30 UTC', cores: 2, load: '1.4' };
const page = `# Measurements

## load

${benchSection('load', 'p99 891 ms', machine)}

## engines

${benchSection('engines', 'ratio 1.2', machine)}

<!-- recorded -->

## The test run

18:05 in all.
`;

test("a bench's run replaces its own section and nothing else", () => {
  const written = withBenchSection(page, 'load', benchSection('load', 'p99 381 ms', machine));
  assert.match(written, /```text\np99 381 ms\n```/);
  assert.doesNotMatch(written, /p99 891 ms/);
  assert.match(written, /ratio 1\.2/);
  assert.match(written, /## The test run\n\n18:05 in all\./);
});

test('a bench without a section gets one before the figures recorded by hand', () => {
  const written = withBenchSection(page, 'export', benchSection('export', '5.6 s', machine));
  assert.ok(written.indexOf('## export') > written.indexOf('ratio 1.2'));
  assert.ok(written.indexOf('## export') < written.indexOf('<!-- recorded -->'));
  assert.match(written, /Written by `npm run bench -- export` on 2026-11-27 10:30 UTC: 2 cores/);
});

test("the page keeps a terminal's text without its colour codes and leading blank lines", () => {
  const section = benchSection('report', '\n\x1b[32mok\x1b[39m 108 ms\r\n', machine);
  assert.match(section, /```text\nok 108 ms\n```/);
});

const scratch = mkdtempSync(path.join(tmpdir(), 'measurements-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

test('recordBench writes the run into the page file', () => {
  const file = path.join(scratch, 'measurements.md');
  writeFileSync(file, page);
  recordBench(file, 'engines', 'ratio 1.1', new Date('2026-11-28T08:00:00Z'));
  const written = readFileSync(file, 'utf8');
  assert.match(written, /on 2026-11-28 08:00 UTC: \d+ cores, load average [\d.]+ at the end\./);
  assert.match(written, /```text\nratio 1\.1\n```/);
  assert.match(written, /p99 891 ms/);
});
