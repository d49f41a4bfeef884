// The budget checker's graph walk and sums on a hand-made manifest: `node --test scripts/bundle-budgets.test.mjs`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { measure, routeFiles } from './bundle-budgets.mjs';

/** index.html → console (→ react, shared); login lazily → login (→ shared); report lazily → report (→ table). */
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_console.js'],
    css: ['assets/index.css'],
  },
  '_console.js': { file: 'assets/console.js', imports: ['_react.js', '_shared.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  '_table.js': { file: 'assets/table.js', imports: ['_shared.js'] },
  'src/login.tsx': { file: 'assets/login.js', isDynamicEntry: true, imports: ['_shared.js'] },
  'src/report.tsx': {
    file: 'assets/report.js',
    isDynamicEntry: true,
    imports: ['_table.js'],
    dynamicImports: ['src/chart.tsx'],
  },
  'src/chart.tsx': { file: 'assets/chart.js', isDynamicEntry: true },
  'src/styles.css': { file: 'assets/styles.css' },
};

const sizes = {
  'assets/index.js': 1000,
  'assets/console.js': 20_000,
  'assets/react.js': 50_000,
  'assets/shared.js': 5000,
  'assets/table.js': 30_000,
  'assets/login.js': 2000,
  'assets/report.js': 8000,
  'assets/chart.js': 100_000,
};

test('a route loads the entry, its own chunks and their static imports once each, never a dynamic import', () => {
  assert.deepEqual(routeFiles(manifest, ['src/report.tsx']).sort(), [
    'assets/console.js',
    'assets/index.js',
    'assets/react.js',
    'assets/report.js',
    'assets/shared.js',
    'assets/table.js',
  ]);
});

test('CSS is not counted', () => {
  const withStyles = { ...manifest, 'index.html': { file: 'assets/index.js', imports: ['src/styles.css'] } };
  assert.deepEqual(routeFiles(withStyles, []), ['assets/index.js']);
});

test('sizes are summed per route and compared with the budget in KiB', () => {
  const table = [
    { route: '/login', loads: ['src/login.tsx'], budgetKiB: 77 },
    { route: '/report', loads: ['src/report.tsx', 'src/chart.tsx'], budgetKiB: 200 },
  ];
  const results = measure(manifest, table, (file) => sizes[file]);
  assert.deepEqual(
    results.map(({ route, bytes, ok }) => ({ route, bytes, ok })),
    [
      // 1000 + 20,000 + 50,000 + 5000 + 2000 = 78,000 bytes ≤ 77 × 1024 = 78,848.
      { route: '/login', bytes: 78_000, ok: true },
      // 1000 + 20,000 + 50,000 + 5000 + 30,000 + 8000 + 100,000 = 214,000 > 200 × 1024 = 204,800.
      { route: '/report', bytes: 214_000, ok: false },
    ],
  );
});

test('a chunk the manifest lacks fails loudly', () => {
  assert.throws(
    () => routeFiles(manifest, ['src/gone.tsx']),
    /src\/gone\.tsx is not in the build's manifest/,
  );
});
