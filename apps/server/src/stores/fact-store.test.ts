// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshFactPlace, type FactPlace } from '../testing/test-facts';
import { bindSql } from './bind-sql';
import { factDatabaseOf } from './clickhouse-fact-engine';
import { parsedRows, type FactStore } from './fact-store';

// One store for the file: libchdb binds one data folder per process.
let place: FactPlace;
let facts: FactStore;

beforeAll(async () => {
  place = await freshFactPlace();
  facts = await place.open({ readers: 2 });
  await facts.query(
    'CREATE TABLE costs (account_id UInt32, cost_fen UInt64) ENGINE = MergeTree ORDER BY account_id',
  );
  await facts.insert('costs', [
    { account_id: 1, cost_fen: 100 },
    { account_id: 2, cost_fen: 250 },
  ]);
});

afterAll(async () => {
  await facts.close();
  await place.remove();
});

describe('binding parameters as literals', () => {
  it('gives back any string unchanged, quotes, backslashes and control characters included', async () => {
    const hostile = "x' OR 1=1 -- \\' \\\\ \u0000 \n\t \u0085 é 汉字 {p:String} ';DROP TABLE costs;";
    const [row] = await facts.query<{ s: string; n: number }>(
      'SELECT {s:String} AS s, length({s:String}) AS n',
      {
        s: hostile,
      },
    );
    expect(row).toEqual({ s: hostile, n: Buffer.byteLength(hostile) });
    const [count] = await facts.query<{ n: number }>('SELECT count() AS n FROM costs');
    expect(count!.n).toBe(2);
  });

  it('binds numbers, dates and arrays with their types', async () => {
    const [row] = await facts.query(
      'SELECT {a:UInt32} AS a, {d:Date} + 1 AS d, {ids:Array(UInt32)} AS ids, {f:Float64} AS f',
      {
        a: 7,
        d: '2026-10-31',
        ids: [1, 2],
        f: 0.5,
      },
    );
    expect(row).toEqual({ a: 7, d: '2026-11-01', ids: [1, 2], f: 0.5 });
  });

  it('binds LIMIT and OFFSET as bare numbers, which every server reads there', async () => {
    expect(bindSql('SELECT 1 LIMIT {n:UInt64} OFFSET {o:UInt64}', { n: 2, o: 3 })).toBe(
      'SELECT 1 LIMIT 2 OFFSET 3',
    );
    expect(bindSql('SELECT {s:String}, {ids:Array(UInt32)}', { s: "it's", ids: [1, 2] })).toBe(
      "SELECT CAST('it\\'s' AS String), CAST([1, 2] AS Array(UInt32))",
    );
    const rows = await facts.query<{ n: number }>(
      'SELECT number AS n FROM numbers(10) ORDER BY n LIMIT {n:UInt64} OFFSET {o:UInt64}',
      { n: 2, o: 3 },
    );
    expect(rows).toEqual([{ n: 3 }, { n: 4 }]);
  });

  it('refuses a value its type cannot hold and a placeholder without a value', async () => {
    await expect(facts.query('SELECT {a:UInt32} AS a', { a: -1 })).rejects.toThrow('is not a UInt32');
    await expect(facts.query('SELECT {a:UInt32} AS a', { a: 'one' })).rejects.toThrow('is not a UInt32');
    expect(() => bindSql('SELECT {a:UInt32}', { a: 2 ** 32 })).toThrow('is not a UInt32');
    expect(() => bindSql('SELECT {a:UInt8}', { a: 1.5 })).toThrow('is not a UInt8');
    expect(() => bindSql('SELECT {d:Date}', { d: 'yesterday' })).toThrow('is not a Date');
    expect(() => bindSql('SELECT {ids:Array(UInt32)}', { ids: [1, -2] })).toThrow('is not a UInt32');
    expect(() => bindSql('SELECT {m:Map(String, UInt8)}', { m: 'x' })).toThrow(
      'binding a Map(String, UInt8) is not supported',
    );
    expect(() => bindSql('SELECT {a:UInt32}', {})).toThrow('parameter a has no value');
    expect(() => bindSql('SELECT {a:UInt32); DROP TABLE costs; --}', { a: 1 })).toThrow('is not a type');
  });
});

describe('reads side by side', () => {
  it('runs two bound reads at once on two sessions', async () => {
    const start = performance.now();
    await Promise.all([
      facts.query('SELECT sleep({s:Float64}) AS z', { s: 0.6 }),
      facts.query('SELECT sleep({s:Float64}) AS z', { s: 0.61 }),
    ]);
    // One after the other they would take 1.2 s at least.
    expect(performance.now() - start).toBeLessThan(1_100);
  });
});

describe('rows passed through', () => {
  const rows = `SELECT account_id, concat('a\\n{"row":', toString(cost_fen), '}') AS text, sum(cost_fen) AS fen
    FROM costs WHERE account_id >= {from:UInt32} GROUP BY account_id, cost_fen
    WITH TOTALS ORDER BY account_id LIMIT 1`;

  it('answers the rows as a JSON array as the engine wrote them, with the totals and the count', async () => {
    for (let read = 0; read < 2; read++) {
      // The second answer comes from the cache, made once.
      const answer = await facts.queryRows(rows, { from: 1 });
      expect(parsedRows(answer)).toEqual([{ account_id: 1, text: 'a\n{"row":100}', fen: 100 }]);
      expect(answer.totals).toMatchObject({ fen: 350 });
      expect(answer.rowsBeforeLimit).toBe(2);
    }
  });

  it('joins rows the engine streams in several blocks into one array, in order', async () => {
    const many = `SELECT number AS n, toString(number) AS text, count() AS c FROM numbers(6000)
      GROUP BY number WITH TOTALS ORDER BY n LIMIT 5000`;
    const answer = await facts.queryRows(many);
    expect(parsedRows(answer)).toEqual(
      Array.from({ length: 5000 }, (_, n) => ({ n, text: String(n), c: 1 })),
    );
    expect(answer.totals).toMatchObject({ c: 6000 });
    expect(answer.rowsBeforeLimit).toBe(6000);
  });

  it('answers an empty array and no totals without rows', async () => {
    const answer = await facts.queryRows(rows, { from: 3 });
    expect(parsedRows(answer)).toEqual([]);
    expect(answer.totals).toBeUndefined();
  });
});

describe('the answer cache', () => {
  const sum = 'SELECT sum(cost_fen) AS fen FROM costs WHERE account_id = {id:UInt32}';

  it('answers a repeated read from the cache, and a read with other values from the store', async () => {
    const before = facts.cacheStats();
    expect(await facts.query(sum, { id: 1 })).toEqual([{ fen: 100 }]);
    expect(await facts.query(sum, { id: 1 })).toEqual([{ fen: 100 }]);
    expect(await facts.query(sum, { id: 2 })).toEqual([{ fen: 250 }]);
    const after = facts.cacheStats();
    expect(after.hits - before.hits).toBe(1);
    expect(after.misses - before.misses).toBe(2);
  });

  it('runs one query for a crowd asking the same thing at once', async () => {
    const before = facts.cacheStats();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => facts.query(sum, { id: 1, unused: 'crowd' })),
    );
    expect(answers).toEqual(Array.from({ length: 20 }, () => [{ fen: 100 }]));
    const after = facts.cacheStats();
    expect(after.misses - before.misses).toBe(0);
    expect(after.hits - before.hits).toBe(20);
  });

  it('forgets every answer when facts are written, by insert or by statement', async () => {
    expect(await facts.query(sum, { id: 1 })).toEqual([{ fen: 100 }]);
    await facts.insert('costs', [{ account_id: 1, cost_fen: 5 }]);
    expect(facts.cacheStats().entries).toBe(0);
    expect(await facts.query(sum, { id: 1 })).toEqual([{ fen: 105 }]);
    await facts.query('ALTER TABLE costs DELETE WHERE account_id = {id:UInt32} AND cost_fen = {fen:UInt64}', {
      id: 1,
      fen: 5,
    });
    expect(await facts.query(sum, { id: 1 })).toEqual([{ fen: 100 }]);
  });

  it('does not keep an answer read while a write ran', async () => {
    const slowRead = facts.query('SELECT sleep(0.3) AS z, sum(cost_fen) AS fen FROM costs');
    await facts.insert('costs', [{ account_id: 3, cost_fen: 1 }]);
    await slowRead;
    expect(facts.cacheStats().entries).toBe(0);
    expect(await facts.query('SELECT sleep(0.3) AS z, sum(cost_fen) AS fen FROM costs')).toEqual([
      { z: 0, fen: 351 },
    ]);
  });
});

describe('the database of a ClickHouse server URL', () => {
  it('is the path of the URL, `default` without one, and only a plain name', () => {
    expect(factDatabaseOf('http://reader:pw@facts:8123/adconsole')).toBe('adconsole');
    expect(factDatabaseOf('https://facts:8443')).toBe('default');
    expect(() => factDatabaseOf('http://facts:8123/ad-console')).toThrow(
      '"ad-console" is not a database name',
    );
  });
});
