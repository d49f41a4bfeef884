/**
 * The width estimate (docs/requirements.md#report-columns): a Chinese character takes 17 px, any other 9 px,
 * plus 30 px of padding and sort arrow.
 */
export const wideCharWidth = 17;
export const narrowCharWidth = 9;
export const columnPadding = 30;

/** CJK ideographs, kana, hangul and full-width forms: the characters drawn about twice as wide. */
const wideChar =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

export const isWideChar = (char: string) => wideChar.test(char);

/** The width a text takes by the same estimate, without padding: 17 px per Chinese character, 9 px per other. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += isWideChar(char) ? wideCharWidth : narrowCharWidth;
  return width;
}

/** The width a title needs: 17 px per Chinese character, 9 px per other character, plus 30. */
export function titleWidth(title: string): number {
  return textWidth(title) + columnPadding;
}

/**
 * A column's least width: its `width` when the server gives one, else the title's estimate, and never
 * narrower than `minWidth`. The table widens a column past it to fit its values and total.
 */
export function estimateColumnWidth(
  title: string,
  sizes: { width?: number; minWidth?: number } = {},
): number {
  const width = sizes.width ?? titleWidth(title);
  return Math.max(width, sizes.minWidth ?? 0);
}
