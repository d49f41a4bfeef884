// The server's folder rule on imports written for the test, through the repository's ESLint config, against
// the server's tree as it is (docs/decisions.md#a-pure-core-is-a-package-of-its-own).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const root = path.join(import.meta.dirname, '../..');
const src = path.join(root, 'apps/server/src');
const eslint = new ESLint({ cwd: root });

/** The server-folders messages of a file at `file` (in the server's src) holding `code`. */
async function problems(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(src, file) });
  return result.messages
    .filter((message) => message.ruleId === 'adconsole-server/server-folders')
    .map((message) => message.message);
}

test('the stores importing a feature that imports the stores fails', async () => {
  const [message] = await problems(
    'stores/x.ts',
    "import type { Notification } from '../notification-channels/notify';\nexport type Kept = Notification;",
  );
  assert.match(
    message,
    /Folder 'stores' imports 'notification-channels', which imports it back \(notification-channels → stores\)/,
  );
});

test('auth importing http, which checks the session through auth, fails', async () => {
  const [message] = await problems('auth/x.ts', "export { ResponseError } from '../http/response-error';");
  assert.match(message, /Folder 'auth' imports 'http', which imports it back \(http → auth\)/);
});

test('an import into a folder that does not reach back passes, as do tests, testing/ and src/ itself', async () => {
  assert.deepEqual(
    await problems('login/x.ts', "export { ResponseError } from '../http/response-error';"),
    [],
  );
  assert.deepEqual(
    await problems('stores/x.test.ts', "export { notify } from '../notification-channels/notify';"),
    [],
  );
  assert.deepEqual(await problems('testing/x.ts', "export { sessionUser } from '../auth/sessions';"), []);
  assert.deepEqual(await problems('x.ts', "export { sessionUser } from './auth/sessions';"), []);
});
