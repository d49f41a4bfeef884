import { describe, expect, it } from 'vitest';
import { readListParams } from '../../lib/list-params';
import { listRequest, MessageListQuery } from './list-query';

const parse = (search: string) => readListParams(MessageListQuery, new URLSearchParams(search));

describe('message list query', () => {
  it('reads page, size and read state from the URL', () => {
    const query = parse('page=3&size=50&show=unread');
    expect(query).toEqual({ page: 3, size: 50, show: 'unread' });
    expect(listRequest(query)).toEqual({ page: { number: 3, size: 50 }, query: { isRead: false } });
    expect(listRequest(parse('show=read'))).toEqual({
      page: { number: 1, size: 20 },
      query: { isRead: true },
    });
  });

  it('takes every page size the list page offers, and no other', () => {
    expect([10, 20, 30, 50].map((size) => parse(`size=${size}`).size)).toEqual([10, 20, 30, 50]);
    // 100 is a materials page size, not a message list one.
    expect(parse('size=100').size).toBe(20);
    expect(parse('size=7').size).toBe(20);
    // The list call also takes 1 and 10000 (the newest message, all unread ones); the page offers neither.
    expect(parse('size=1').size).toBe(20);
    expect(parse('size=10000').size).toBe(20);
  });

  it('falls back to the defaults for what is missing or not valid, part by part', () => {
    expect(parse('page=-1&size=7&show=spam')).toEqual({ page: 1, size: 20, show: 'all' });
    expect(parse('page=0&size=30')).toEqual({ page: 1, size: 30, show: 'all' });
    expect(parse('page=2.5&size=abc&show=read')).toEqual({ page: 1, size: 20, show: 'read' });
    expect(parse('page=&size=')).toEqual({ page: 1, size: 20, show: 'all' });
    expect(listRequest(parse(''))).toEqual({ page: { number: 1, size: 20 }, query: {} });
  });
});
