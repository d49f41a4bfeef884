import { describe, expect, it } from 'vitest';
import {
  copyByteLength,
  creativeByteLength,
  fieldByteLength,
  hasMalformedWildcard,
  providerByteLength,
  regionWildcardPositions,
} from './byte-length';

describe('providerByteLength', () => {
  it.each([
    ['', 0],
    ['flowers', 7],
    ['鲜花', 4],
    ['鲜花 delivery', 13],
    ['同城鲜花速递，２小时送达', 24],
    ['ＡＢＣ', 6],
    ['　', 2],
    ['😀', 2],
    ['👍🏽', 4],
    ['{关键词}', 8],
  ])('%s counts %i bytes', (text, bytes) => {
    expect(providerByteLength(text)).toBe(bytes);
  });
});

describe('the lengths the rules check', () => {
  it('count trimmed text, as the schemas save it', () => {
    expect(fieldByteLength(' 春季推广 ')).toBe(8);
    expect(fieldByteLength('鲜'.repeat(26))).toBe(52);
    expect(copyByteLength(' {关键词}鲜花速递店 ')).toBe(10);
  });
});

describe('creativeByteLength', () => {
  it.each([
    ['{关键词}', 0],
    ['{default keyword}', 0],
    ['买{鲜花}送到家', 8],
    ['{default keyword} shop', 5],
    ['{地域}鲜花速递', 8],
    ['{a}{b}', 0],
    ['鲜花😀', 6],
    // Not wildcards: their braces and text count.
    ['{}', 2],
    ['a{b', 3],
    ['｛鲜花｝', 8],
    ['{a\nb}', 5],
  ])('%j counts %i bytes', (text, bytes) => {
    expect(creativeByteLength(text)).toBe(bytes);
  });
});

describe('hasMalformedWildcard', () => {
  it.each([
    ['鲜花速递', false],
    ['{鲜花}速递', false],
    ['{a} and {b}', false],
    ['｛鲜花｝', false],
    ['{}', true],
    ['{鲜花', true],
    ['鲜花}', true],
    ['{{鲜花}}', true],
    ['{a\nb}', true],
  ])('%j → %s', (text, malformed) => {
    expect(hasMalformedWildcard(text)).toBe(malformed);
  });
});

describe('regionWildcardPositions', () => {
  it.each([
    ['{地域}鲜花速递', [0]],
    ['鲜花{地域}速递', [2]],
    ['{地域}鲜花{地域}', [0, 6]],
    ['{关键词}鲜花', []],
    ['{地域 }鲜花', []],
  ])('%j → %j', (text, positions) => {
    expect(regionWildcardPositions(text)).toEqual(positions);
  });
});
