import { describe, expect, it } from 'vitest';
import { lookup } from '@adconsole/i18n/resources';
import { fileNameFromContentDisposition, messageForCode } from './client';

describe('messageForCode (docs/requirements.md#error-codes)', () => {
  it('prefers the catalogue message in the current language', () => {
    expect(messageForCode(910006, 'server text', 'tw', lookup)).toBe('驗證碼錯誤');
  });
  it('prefers the server message of a refusal whose catalogue text is generic', () => {
    expect(messageForCode(1400, 'This provider account already exists', 'en', lookup)).toBe(
      'This provider account already exists',
    );
    expect(messageForCode(400, 'This customer still has companies', 'en', lookup)).toBe(
      'This customer still has companies',
    );
    expect(messageForCode(920001, '图片太大', 'cn', lookup)).toBe('图片太大');
    expect(messageForCode(409, '读取之后媒体上的否定关键词已有变化', 'cn', lookup)).toBe(
      '读取之后媒体上的否定关键词已有变化',
    );
    expect(messageForCode(1400, undefined, 'en', lookup)).toBe('Data duplication');
    expect(messageForCode(400, '', 'tw', lookup)).toBe('請求參數不正確');
  });
  it('keeps the catalogue message first for the other codes', () => {
    expect(messageForCode(910002, 'server text', 'en', lookup)).toBe(
      'Please enter the correct account and password',
    );
  });
  it('falls back to the server message, then to Error', () => {
    expect(messageForCode(123456, 'Quota exceeded', 'en', lookup)).toBe('Quota exceeded');
    expect(messageForCode(123456, '', 'en', lookup)).toBe('Error');
    expect(messageForCode(123456, undefined, 'cn', lookup)).toBe('错误');
  });
});

describe('fileNameFromContentDisposition', () => {
  it.each([
    [`attachment; filename="__.xlsx"; filename*=UTF-8''%E6%97%A5%E6%8A%A5.xlsx`, '日报.xlsx'],
    [`attachment; filename*=utf-8'en'report%20(1).csv; filename="x.csv"`, 'report (1).csv'],
    [`attachment; filename="say \\"hi\\".xlsx"`, 'say "hi".xlsx'],
    ['attachment; filename=plain.xlsx', 'plain.xlsx'],
    [`attachment; filename="fallback.xlsx"; filename*=UTF-8''%E6%97%A5%ZZ`, 'fallback.xlsx'],
    ['attachment', undefined],
    [null, undefined],
  ])('%s → %s', (header, expected) => {
    expect(fileNameFromContentDisposition(header)).toBe(expected);
  });
});
