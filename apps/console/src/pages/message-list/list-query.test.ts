import { describe, expect, it } from 'vitest';
import { listRequest, parseListQuery } from './list-query';

describe('message list query', () => {
  it('reads page, size and read state from the URL', () => {
    const query = parseListQuery(new URLSearchParams('page=3&size=50&show=unread'));
    expect(query).toEqual({ page: 3, size: 50, show: 'unread' });
    expect(listRequest(query)).toEqual({ page: { number: 3, size: 50 }, query: { isRead: false } });
  });

  it('falls back to the defaults for what is missing or not valid', () => {
    expect(parseListQuery(new URLSearchParams('page=-1&size=7&show=spam'))).toEqual({
      page: 1,
      size: 20,
      show: 'all',
    });
    expect(listRequest(parseListQuery(new URLSearchParams()))).toEqual({
      page: { number: 1, size: 20 },
      query: {},
    });
  });
});
