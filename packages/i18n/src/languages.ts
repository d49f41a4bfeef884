/**
 * The console's languages with the ids the server stores (docs/requirements.md#languages): cn 1, en 2
 * (default), tw 3.
 */
export const languages = [
  { code: 'cn', id: 1, htmlLang: 'zh-CN', label: '简体中文' },
  { code: 'en', id: 2, htmlLang: 'en', label: 'English' },
  { code: 'tw', id: 3, htmlLang: 'zh-TW', label: '繁體中文' },
] as const;

export type Language = (typeof languages)[number]['code'];
export type LanguageId = (typeof languages)[number]['id'];

export const defaultLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return languages.some((l) => l.code === value);
}

export function languageById(id: number): Language | undefined {
  return languages.find((l) => l.id === id)?.code;
}

export function languageId(code: Language): LanguageId {
  return languages.find((l) => l.code === code)!.id;
}

/**
 * The language an `Accept-Language` header asks for: zh-CN (and other Simplified tags) → cn,
 * zh-TW / zh-HK / Hant → tw, English → en; the first listed language we know wins.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (isLanguage(tag)) return tag;
    if (/^zh-(tw|hk|mo)|^zh-hant/.test(tag)) return 'tw';
    if (tag.startsWith('zh')) return 'cn';
    if (tag.startsWith('en')) return 'en';
  }
  return undefined;
}
