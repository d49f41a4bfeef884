// What installing the server, the API client or a rule package installs (docs/architecture.md#layers-and-packages):
// lint reads imports, not manifests, so a `dependencies` entry or a peer that npm installs could bring a UI kit
// along unseen. This walks each one's installed dependencies through the workspace's node_modules, as npm
// resolves them, and refuses UI code anywhere in them.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Packages that are UI code: React and what renders or sanitises for a DOM, and our UI packages. */
const uiCode = [
  'react',
  'react-dom',
  'radix-ui',
  /^@radix-ui\//,
  'lucide-react',
  'dompurify',
  /^@tanstack\/react-/,
  'react-hook-form',
  '@adconsole/ui',
  '@adconsole/report-table',
  '@adconsole/date-range',
  '@adconsole/draft-editor',
];
const isUiCode = (name) =>
  uiCode.some((entry) => (typeof entry === 'string' ? entry === name : entry.test(name)));

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** The folder `name` resolves to from `fromDir`, as Node and npm look it up: the nearest node_modules up. */
function resolvePackage(name, fromDir) {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

/** What npm installs for a manifest: its dependencies and its peers that are not marked optional. */
function installedNames(manifest) {
  const optional = manifest.peerDependenciesMeta ?? {};
  const peers = Object.keys(manifest.peerDependencies ?? {}).filter((name) => !optional[name]?.optional);
  return [...Object.keys(manifest.dependencies ?? {}), ...peers];
}

/**
 * The UI packages installing the package in `dir` reaches, each with the chain that reaches it
 * (`@adconsole/server > @adconsole/i18n > react`).
 */
function uiReachedFrom(dir) {
  const start = readJson(join(dir, 'package.json'));
  const seen = new Set([dir]);
  const reached = [];
  const pending = [{ dir, manifest: start, chain: [start.name] }];
  while (pending.length > 0) {
    const { dir: from, manifest, chain } = pending.pop();
    for (const name of installedNames(manifest)) {
      const path = [...chain, name];
      if (isUiCode(name)) {
        reached.push(path.join(' > '));
        continue;
      }
      const found = resolvePackage(name, from);
      assert.ok(found, `${path.join(' > ')} is not installed: run npm install`);
      if (seen.has(found)) continue;
      seen.add(found);
      pending.push({ dir: found, manifest: readJson(join(found, 'package.json')), chain: path });
    }
  }
  return reached.sort();
}

/** The server, the API client and every rule package: what runs without a browser and what tools install. */
const pure = [
  'apps/server',
  'packages/api-client',
  ...readdirSync(join(root, 'packages'))
    .filter((folder) => folder.endsWith('-rules'))
    .map((folder) => `packages/${folder}`),
];

for (const folder of pure) {
  test(`installing ${folder} installs no UI code`, () => {
    assert.deepEqual(uiReachedFrom(join(root, folder)), []);
  });
}

test('the walk finds UI code where it is: the report table installs React, the UI kit and DOMPurify', () => {
  const reached = uiReachedFrom(join(root, 'packages/report-table'));
  for (const chain of [
    '@adconsole/report-table > react',
    '@adconsole/report-table > dompurify',
    '@adconsole/report-table > @adconsole/ui',
  ]) {
    assert.ok(reached.includes(chain), `${chain} in ${reached.join(', ')}`);
  }
});
