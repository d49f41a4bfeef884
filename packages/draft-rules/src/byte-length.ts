/**
 * Lengths as the provider counts them (docs/decisions.md#lengths-in-bytes-as-the-provider-counts): an ASCII
 * character is one byte, any other character (Chinese, full-width, an emoji's code point) two.
 */
export function providerByteLength(text: string): number {
  let bytes = 0;
  for (const char of text) bytes += char.codePointAt(0)! < 0x80 ? 1 : 2;
  return bytes;
}

/**
 * A wildcard of creative copy (docs/requirements.md#ad-drafts): a half-width `{`, its default text (one or
 * more characters, none of them a brace or a line break), a half-width `}`, as in `{关键词}` or
 * `{default keyword}`. Full-width braces ｛｝ are ordinary characters.
 */
const wildcard = /\{[^{}\r\n]+\}/g;

/** The region wildcard: the provider puts the searcher's region in its place. */
export const regionWildcard = '{地域}';

/**
 * The length of creative copy (title, descriptions): wildcards, braces and default text alike, count
 * nothing, as the provider counts them.
 */
export function creativeByteLength(text: string): number {
  return providerByteLength(text.replace(wildcard, ''));
}

/**
 * A field's length as its rule counts it (names, keywords, links): the text trimmed, as the schemas trim
 * what they save, in bytes. The editor's counters show this number, so they agree with the rule.
 */
export function fieldByteLength(text: string): number {
  return providerByteLength(text.trim());
}

/** Creative copy's length as its rule counts it: the text trimmed, its wildcards counting nothing. */
export function copyByteLength(text: string): number {
  return creativeByteLength(text.trim());
}

/** True when the copy has a brace that belongs to no wildcard (`{}`, `{open`, `close}`). */
export function hasMalformedWildcard(text: string): boolean {
  return /[{}]/.test(text.replace(wildcard, ''));
}

/** Where the region wildcards of the copy start. */
export function regionWildcardPositions(text: string): number[] {
  return [...text.matchAll(wildcard)].filter((m) => m[0] === regionWildcard).map((m) => m.index);
}
