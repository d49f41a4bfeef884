// Every `eslint-disable` says why after ` -- ` (CONTRIBUTING.md#house-rules); the repository's ESLint config
// enforces it. These lint snippets with that config, as `npm run lint` lints the repository's files.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rule ids and messages ESLint reports for `code` as if it were `scripts/snippet.mjs`. */
async function lint(code) {
  const [result] = await eslint.lintText(code, { filePath: `${root}scripts/snippet.mjs` });
  return result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

test('an eslint-disable without a reason is an error', async () => {
  assert.deepEqual(await lint('// eslint-disable-next-line no-debugger\ndebugger;\n'), [
    {
      ruleId: 'comments/disable-needs-reason',
      message: 'Say why after ` -- `: `eslint-disable-next-line -- reason`.',
    },
  ]);
  assert.deepEqual(await lint('/* eslint-disable no-debugger */\ndebugger;\n'), [
    { ruleId: 'comments/disable-needs-reason', message: 'Say why after ` -- `: `eslint-disable -- reason`.' },
  ]);
});

test('an eslint-disable with a reason passes', async () => {
  assert.deepEqual(
    await lint('// eslint-disable-next-line no-debugger -- a breakpoint for the example\ndebugger;\n'),
    [],
  );
});

test('an eslint-disable that silences nothing is an error', async () => {
  assert.deepEqual(
    await lint('// eslint-disable-next-line no-debugger -- no longer needed\nexport const a = 1;\n'),
    [
      {
        ruleId: null,
        message: "Unused eslint-disable directive (no problems were reported from 'no-debugger').",
      },
    ],
  );
});
