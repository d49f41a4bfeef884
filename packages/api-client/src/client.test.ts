import { describe, expect, it } from 'vitest';
import { messageForCode } from './client';

describe('messageForCode (spec §8)', () => {
  it('prefers the catalogue message in the current language', () => {
    expect(messageForCode(910006, 'server text', 'tw')).toBe('驗證碼錯誤');
  });
  it('falls back to the server message, then to Error', () => {
    expect(messageForCode(123456, 'Quota exceeded', 'en')).toBe('Quota exceeded');
    expect(messageForCode(123456, '', 'en')).toBe('Error');
    expect(messageForCode(123456, undefined, 'cn')).toBe('错误');
  });
});
