// The wire check's sums on hand-made responses: `node --test scripts/wire-budgets.test.mjs`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { afterMs, judge, kindOf, phaseOf, tableRows, tally } from './wire-budgets.mjs';

test("Chromium's resource types fall into the table's kinds", () => {
  assert.deepEqual(
    ['script', 'stylesheet', 'document', 'fetch', 'xhr', 'image', 'font', 'other'].map(kindOf),
    ['script', 'style', 'document', 'fetch/xhr', 'fetch/xhr', 'other', 'other', 'other'],
  );
});

test('a response counts in the phase its last byte came in; later ones not at all', () => {
  const shownAt = 1_000_000;
  assert.equal(phaseOf(shownAt - 1, shownAt), 'shown');
  assert.equal(phaseOf(shownAt, shownAt), 'shown');
  assert.equal(phaseOf(shownAt + 1, shownAt), 'after');
  assert.equal(phaseOf(shownAt + afterMs, shownAt), 'after');
  assert.equal(phaseOf(shownAt + afterMs + 1, shownAt), undefined);
});

const responses = [
  { kind: 'document', body: 200, headers: 900, phase: 'shown' },
  { kind: 'script', body: 60_000, headers: 1000, phase: 'shown' },
  { kind: 'script', body: 40_000, headers: 1000, phase: 'shown' },
  { kind: 'style', body: 7000, headers: 1000, phase: 'shown' },
  { kind: 'fetch/xhr', body: 2000, headers: 800, phase: 'shown' },
  { kind: 'script', body: 5000, headers: 1000, phase: 'after' },
  { kind: 'other', body: 300, headers: 500, phase: 'after' },
  { kind: 'script', body: 99_999, headers: 1000, phase: undefined },
];

test('bodies are summed by kind and phase, headers apart, and what came later is left out', () => {
  const { shown, after } = tally(responses);
  assert.deepEqual(shown, {
    script: 100_000,
    style: 7000,
    document: 200,
    'fetch/xhr': 2000,
    other: 0,
    headers: 4700,
    total: 113_900,
    requests: 5,
  });
  assert.deepEqual(after, {
    script: 5000,
    style: 0,
    document: 0,
    'fetch/xhr': 0,
    other: 300,
    headers: 1500,
    total: 6800,
    requests: 2,
  });
});

test('the budget and the goal hold the JavaScript until shown, in KiB; headers and later scripts do not count', () => {
  // 100,000 bytes of script until shown: over 97 KiB (99,328), within 98 KiB (100,352).
  const within = judge({ route: '/report', budgetKiB: 98, goalKiB: 97 }, responses);
  assert.equal(within.ok, true);
  assert.equal(within.reached, false);
  assert.equal(judge({ route: '/report', budgetKiB: 97 }, responses).ok, false);
  assert.equal(judge({ route: '/report', budgetKiB: 97 }, responses).reached, true);
});

test('the table has a row for each phase, in KiB, the budget and goal on the first', () => {
  const rows = tableRows([judge({ route: '/report', budgetKiB: 98, goalKiB: 97 }, responses)]);
  assert.deepEqual(rows, [
    {
      route: '/report',
      phase: 'until shown',
      requests: 5,
      script: '97.7',
      style: '6.8',
      document: '0.2',
      'fetch/xhr': '2.0',
      other: '0.0',
      headers: '4.6',
      total: '111.2',
      'JS budget': 98,
      ok: 'ok',
      'JS goal': '97 (over)',
    },
    {
      route: '',
      phase: '5 s after',
      requests: 2,
      script: '4.9',
      style: '0.0',
      document: '0.0',
      'fetch/xhr': '0.0',
      other: '0.3',
      headers: '1.5',
      total: '6.6',
      'JS budget': '',
      ok: '',
      'JS goal': '',
    },
  ]);
});
