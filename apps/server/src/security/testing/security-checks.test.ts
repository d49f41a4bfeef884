import { describe, expect, it } from 'vitest';
import { foreignMarker, leaksIn } from './security-checks';

describe('what counts as a leak', () => {
  it('finds stack frames, paths, engine errors and the other user’s data', () => {
    expect(
      leaksIn(
        'RangeError: Invalid time value\n    at format (file:///srv/app/node_modules/date-fns/format.js:350:11)',
      ),
    ).toEqual(['stack frame', 'node_modules path', 'JavaScript error']);
    expect(leaksIn('{"msg":"Code: 62. DB::Exception: Syntax error"}')).toEqual(['ClickHouse error']);
    expect(leaksIn('{"msg":"SQLITE_CONSTRAINT: UNIQUE constraint failed"}')).toEqual(['SQLite error']);
    expect(leaksIn(`{"data":[{"name":"${foreignMarker} report.xlsx"}]}`)).toEqual(["another user's data"]);
  });

  it('finds nothing in ordinary answers', () => {
    expect(
      leaksIn(
        '{"code":200,"msg":"Success","data":{"createdTime":"2026-11-22 10:30:15","text":"Sent at 10:30:15","url":"https://example.com/"}}',
      ),
    ).toEqual([]);
  });
});
