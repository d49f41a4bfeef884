// The measurements page (docs/measurements.md): `npm run bench` writes each bench's output into that bench's
// section, so figures live where they are produced and the other docs keep only what the benches are for
// (docs/testing.md#benches). A section lies between `<!-- bench:<name> -->` and `<!-- /bench:<name> -->`;
// the rest of the page is left as it is.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { stripVTControlCharacters } from 'node:util';

/** The section of one bench's run: when, on what machine, then its output as printed, without colours. */
export function benchSection(bench, output, { date, cores, load }) {
  const text = stripVTControlCharacters(output)
    .replace(/\r/g, '')
    .replace(/^\s*\n/, '')
    .trimEnd();
  return [
    `<!-- bench:${bench} -->`,
    '',
    `Written by \`npm run bench -- ${bench}\` on ${date}: ${cores} cores, load average ${load} at the end.`,
    '',
    '```text',
    text || '(no output)',
    '```',
    '',
    `<!-- /bench:${bench} -->`,
  ].join('\n');
}

/**
 * The page with the bench's section in place of its previous one; a bench without a section yet gets one
 * before the figures recorded by hand (the `<!-- recorded -->` mark), or at the end.
 */
export function withBenchSection(page, bench, section) {
  const start = `<!-- bench:${bench} -->`;
  const end = `<!-- /bench:${bench} -->`;
  const from = page.indexOf(start);
  const to = page.indexOf(end, from);
  if (from !== -1 && to !== -1) return page.slice(0, from) + section + page.slice(to + end.length);
  const recorded = page.indexOf('<!-- recorded -->');
  if (recorded === -1) return `${page.trimEnd()}\n\n## ${bench}\n\n${section}\n`;
  return `${page.slice(0, recorded)}## ${bench}\n\n${section}\n\n${page.slice(recorded)}`;
}

/** Writes a finished bench's output into the page. */
export function recordBench(pageFile, bench, output, now = new Date()) {
  const page = existsSync(pageFile) ? readFileSync(pageFile, 'utf8') : '# Measurements\n';
  const machine = {
    date: now.toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    cores: availableParallelism(),
    load: loadavg()[0].toFixed(1),
  };
  writeFileSync(pageFile, withBenchSection(page, bench, benchSection(bench, output, machine)));
}
