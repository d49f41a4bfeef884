// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache';

const limits = { maxEntries: 3, maxChars: 10, maxAnswerChars: 6 };
const reads = (cache: ReturnType<typeof createAnswerCache>, key: string, text: string) => {
  let ran = 0;
  return cache
    .answer(key, async () => {
      ran++;
      return text;
    })
    .then((answer) => ({ answer, ran }));
};

describe('the answer cache', () => {
  it('keeps an answer until a write, then reads again', async () => {
    const cache = createAnswerCache(limits);
    expect(await reads(cache, 'a', 'one')).toEqual({ answer: 'one', ran: 1 });
    expect(await reads(cache, 'a', 'two')).toEqual({ answer: 'one', ran: 0 });
    await cache.write(async () => undefined);
    expect(await reads(cache, 'a', 'two')).toEqual({ answer: 'two', ran: 1 });
  });

  it('drops the least recently used answer past the entries or the characters', async () => {
    const cache = createAnswerCache(limits);
    await reads(cache, 'a', 'aaa');
    await reads(cache, 'b', 'bbb');
    await reads(cache, 'a', 'unused');
    // 'c' brings the characters to 9, 'd' to 12: over 10, so the least recently used ('b') goes.
    await reads(cache, 'c', 'ccc');
    await reads(cache, 'd', 'ddd');
    expect(cache.stats()).toMatchObject({ entries: 3, chars: 9 });
    expect((await reads(cache, 'b', 'b2')).ran).toBe(1);
    expect((await reads(cache, 'd', 'd2')).ran).toBe(0);
  });

  it('never keeps an answer over the size of one', async () => {
    const cache = createAnswerCache(limits);
    await reads(cache, 'big', 'x'.repeat(7));
    expect(cache.stats()).toMatchObject({ entries: 0, chars: 0 });
  });

  it('does not keep an answer read while a write ran, nor share it with a read after the write', async () => {
    const cache = createAnswerCache(limits);
    let finishRead!: (text: string) => void;
    const early = cache.answer('k', () => new Promise<string>((resolve) => (finishRead = resolve)));
    await cache.write(async () => undefined);
    const late = reads(cache, 'k', 'new');
    finishRead('old');
    expect(await early).toBe('old');
    expect(await late).toEqual({ answer: 'new', ran: 1 });
    expect((await reads(cache, 'k', 'newer')).answer).toBe('new');
  });

  it('does not keep what a failed read threw', async () => {
    const cache = createAnswerCache(limits);
    await expect(cache.answer('k', () => Promise.reject(new Error('engine')))).rejects.toThrow('engine');
    expect(await reads(cache, 'k', 'ok')).toEqual({ answer: 'ok', ran: 1 });
  });
});
