import { describe, expect, it } from 'vitest';
import { listParams, readListParams } from '../../lib/list-params';
import { DraftBoxQuery, draftListRequest } from './draft-box-query';

const parse = (search: string) => readListParams(DraftBoxQuery, new URLSearchParams(search));

describe('draft box query', () => {
  it('reads page, size, name and status from the URL', () => {
    const query = parse('page=2&size=50&name=Spring&status=3');
    expect(query).toEqual({ page: 2, size: 50, name: 'Spring', status: 3 });
    expect(draftListRequest(query)).toEqual({
      page: { number: 2, size: 50 },
      query: { name: 'Spring', status: 3 },
    });
    expect(listParams(query)).toEqual({ page: '2', size: '50', name: 'Spring', status: '3' });
  });

  it('takes the statuses of a draft only: 1, 2, 3, 4 and 9', () => {
    expect(['1', '2', '3', '4', '9'].map((status) => parse(`status=${status}`).status)).toEqual([
      1, 2, 3, 4, 9,
    ]);
    expect(parse('status=5').status).toBeUndefined();
    expect(parse('status=draft').status).toBeUndefined();
    expect(parse('status=').status).toBeUndefined();
  });

  it('trims the name and leaves out an empty one', () => {
    expect(parse('name=%20Spring%20').name).toBe('Spring');
    expect(parse('name=%20%20').name).toBeUndefined();
    expect(parse(`name=${'a'.repeat(61)}`).name).toBeUndefined();
  });

  it('falls back to the defaults for what is missing or not valid, part by part', () => {
    expect(parse('page=0&size=100&status=7')).toEqual({ page: 1, size: 20 });
    expect(draftListRequest(parse(''))).toEqual({ page: { number: 1, size: 20 }, query: {} });
    expect(listParams(parse(''))).toEqual({ page: '1', size: '20' });
  });
});
