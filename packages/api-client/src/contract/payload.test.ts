import { describe, expect, it } from 'vitest';
import { accountIdOf, stripServerOwnedFields, withAccountId } from './payload';

describe('stripServerOwnedFields', () => {
  it('drops createdTime, createdBy, updatedTime and updatedBy at any depth and keeps the rest', () => {
    const input = {
      name: 'draft',
      createdTime: 1,
      units: [{ id: 1, updatedBy: 'x', keywords: [{ createdBy: 'y', word: 'k' }] }],
      when: new Date(0),
    };
    expect(stripServerOwnedFields(input)).toEqual({
      name: 'draft',
      units: [{ id: 1, keywords: [{ word: 'k' }] }],
      when: new Date(0),
    });
    expect(input.createdTime).toBe(1);
  });
});

describe('accountIdOf and withAccountId', () => {
  it('read and write accountId at the top, or in query for { page, query } bodies', () => {
    expect(withAccountId({ id: 1 }, 7)).toEqual({ id: 1, accountId: 7 });
    expect(withAccountId({ page: {}, query: { beginDate: 'd' } }, 7)).toEqual({
      page: {},
      query: { beginDate: 'd', accountId: 7 },
    });
    expect(accountIdOf({ query: { accountId: 7 } })).toBe(7);
    expect(accountIdOf({ accountId: 3, query: { accountId: 7 } })).toBe(3);
    expect(accountIdOf('text')).toBeUndefined();
  });

  it('keeps an accountId the caller named', () => {
    expect(withAccountId({ accountId: 3 }, 7)).toEqual({ accountId: 3 });
    expect(withAccountId({ query: { accountId: 3 } }, 7)).toEqual({ query: { accountId: 3 } });
  });
});
