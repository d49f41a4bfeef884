// The console's import rule on imports written for the test, through the repository's ESLint config
// (docs/architecture.md#layers-and-packages), and the console's tree as it is.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { importsBetweenFolders } from './console-floors.js';

const root = path.join(import.meta.dirname, '../..');
const src = path.join(root, 'apps/console/src');
const eslint = new ESLint({ cwd: root });

/** The console-imports messages of a file at `file` (in the console's src) holding `code`. */
async function problems(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(src, file) });
  return result.messages
    .filter((message) => message.ruleId === 'adconsole/console-imports')
    .map((message) => message.message);
}

test('an import from a higher floor fails', async () => {
  const [message] = await problems(
    'layout/x.tsx',
    "import { pageRegistry } from '../page-loading/route-registry';",
  );
  assert.match(message, /'layout\/x\.tsx' imports 'page-loading\/route-registry', a higher floor/);
});

test('an import from another folder of the same floor fails', async () => {
  const [message] = await problems('alerts/x.ts', "export { messageText } from '../messages/message-text';");
  assert.match(message, /a folder of its own floor/);
});

test("a report's actions open the alert and schedule dialogs, which never import the actions", async () => {
  assert.deepEqual(
    await problems('report-actions/x.tsx', "import { AlertRuleDialog } from '../alerts/alert-rule-dialog';"),
    [],
  );
  const [message] = await problems(
    'report-schedules/x.ts',
    "import { ExportButton } from '../report-actions/export-button';",
  );
  assert.match(message, /a higher floor/);
});

test('a page importing another page fails', async () => {
  const [message] = await problems(
    'pages/roles/x.ts',
    "import { auditQuery } from '../audit-log/audit-query';",
  );
  assert.match(message, /Page 'roles' imports page 'audit-log'/);
});

test('a folder on no floor fails', async () => {
  const [message] = await problems('widgets/x.ts', 'export const x = 1;');
  assert.match(message, /'widgets' is on no floor/);
});

test('the registry loads pages only with import()', async () => {
  const [message] = await problems(
    'page-loading/x.ts',
    "export { HomePage } from '../pages/home/home-page';",
  );
  assert.match(message, /imports page 'pages\/home' statically/);
  assert.deepEqual(
    await problems('page-loading/x.ts', "export const load = () => import('../pages/home/home-page');"),
    [],
  );
});

test('imports from lower floors pass, and tests stand beside the floors', async () => {
  const code =
    "import type { PageProps } from '../../route-info/page-props';\nimport { x } from '../../administration/choices';";
  assert.deepEqual(await problems('pages/roles/x.tsx', code), []);
  assert.deepEqual(await problems('lib/x.test.ts', "import { App } from '../app/app';"), []);
});

test('the console keeps its floors', () => {
  assert.deepEqual(
    importsBetweenFolders(src).filter(({ direction }) => direction !== 'down'),
    [],
  );
});
