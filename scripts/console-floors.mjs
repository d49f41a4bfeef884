// `node scripts/console-floors.mjs [--src <dir>]`: counts the imports between the console's folders and those
// that break its floors (tools/eslint/console-floors.js; docs/architecture.md#layers-and-packages), lists the
// breaking ones, and fails when more than six run upward or any runs sideways or from a folder on no floor.
// Lint refuses each such import; this gives the number (issue 52), also of another tree with `--src`.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importsBetweenFolders } from '../tools/eslint/console-floors.js';

const root = path.join(import.meta.dirname, '..');
const { values } = parseArgs({ options: { src: { type: 'string' } } });
const src = path.resolve(values.src ?? path.join(root, 'apps/console/src'));
const imports = importsBetweenFolders(src);
const breaking = imports.filter(({ direction }) => direction !== 'down');
const count = (way) => breaking.filter(({ direction }) => direction === way).length;
for (const { from, to, direction } of breaking) console.log(`${direction.padEnd(9)} ${from} → ${to}`);
console.log(
  `${imports.length} imports between the console's folders: ${count('up')} run upward, ` +
    `${count('sideways')} sideways, ${count('unplaced')} from or to a folder on no floor.`,
);
if (count('up') > 6 || count('sideways') + count('unplaced') > 0) process.exit(1);
