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

/** The width a title needs: 17 px per Chinese character, 9 px per other character, plus 30. */
export function titleWidth(title: string): number {
  let width = columnPadding;
  for (const char of title) width += wideChar.test(char) ? wideCharWidth : narrowCharWidth;
  return width;
}

/**
 * A column's width: its fixed `width` when the server gives one, else the title's estimate, and never
 * narrower than `minWidth`.
 */
export function estimateColumnWidth(
  title: string,
  sizes: { width?: number; minWidth?: number } = {},
): number {
  const width = sizes.width ?? titleWidth(title);
  return Math.max(width, sizes.minWidth ?? 0);
}
