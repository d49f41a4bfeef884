/**
 * The list of settings (config.ts) as an operator reads it: `--help`, and README's table of variables
 * (docs/operations.md#configuration).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { settings } from './config';

/** `--help`: every setting with its default and what it is for. */
export function settingsHelp(): string {
  const plain = (line: string) => line.replaceAll('`', '');
  const lines = Object.entries(settings).map(
    ([name, { description, default: fallback }]) =>
      `  ${name} (default: ${plain(fallback)})\n      ${plain(description)}`,
  );
  return [
    'Usage: node apps/server/dist/main.js (npm start), with these environment variables:',
    '',
    ...lines,
    '',
    'A wrong value stops the start with one line naming the variable.',
  ].join('\n');
}

/** README's table of settings: the line of each and, after it, its details. */
export function settingsTable(): string {
  const cell = (line: string) => line.replaceAll('|', '\\|');
  const rows = Object.entries(settings).map(([name, { description, details, default: fallback }]) => {
    const what = `${description[0]!.toUpperCase()}${description.slice(1)}.${details ? ` ${details}` : ''}`;
    return `| \`${name}\` | ${cell(fallback)} | ${cell(what)} |`;
  });
  return ['| variable | default | what it does |', '| --- | --- | --- |', ...rows].join('\n');
}

export const readmePath = new URL('../../../README.md', import.meta.url);

/** Where README holds the table: between two comments, each a block of its own. */
const tableInReadme = /(<!-- settings: [^\n]* -->\n\n)[\s\S]*?(\n\n<!-- \/settings -->)/;

/** The table README holds now. */
export function readmeSettingsTable(readme = readFileSync(readmePath, 'utf8')): string | undefined {
  const found = tableInReadme.exec(readme);
  return found?.[0].slice(found[1]!.length, -found[2]!.length);
}

/** `npm run env-table -w @adconsole/server`: README's table rendered anew from the list. */
export function writeReadmeSettingsTable() {
  const readme = readFileSync(readmePath, 'utf8');
  if (!tableInReadme.test(readme))
    throw new Error('README.md has no <!-- settings: … --> block to write into');
  writeFileSync(
    readmePath,
    readme.replace(tableInReadme, (_, start, end) => `${start}${settingsTable()}${end}`),
  );
}
