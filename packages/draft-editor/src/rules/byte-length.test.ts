import { describe, expect, it } from 'vitest';
import { providerByteLength } from './byte-length';

describe('providerByteLength', () => {
  it.each([
    ['', 0],
    ['flowers', 7],
    ['鲜花', 4],
    ['鲜花 delivery', 13],
    ['同城鲜花速递，２小时送达', 24],
    ['😀', 2],
  ])('%s counts %i bytes', (text, bytes) => {
    expect(providerByteLength(text)).toBe(bytes);
  });
});
