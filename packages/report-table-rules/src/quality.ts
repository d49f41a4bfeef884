/** Quality codes 0–3 in order: data accumulating, below average, average, above average. */
export const qualityLevels = ['dataAccumulating', 'belowAverage', 'average', 'aboveAverage'] as const;
export type QualityLevel = (typeof qualityLevels)[number];

/** The level of a quality code, undefined for anything but 0–3 (also as text, as servers send it). */
export function qualityLevel(code: unknown): QualityLevel | undefined {
  const number = typeof code === 'string' && code.trim() !== '' ? Number(code) : code;
  return typeof number === 'number' && Number.isInteger(number) ? qualityLevels[number] : undefined;
}

/** The i18n key of a quality code's label, e.g. `reportTable.quality.aboveAverage`. */
export function qualityLabelKey(code: unknown): `reportTable.quality.${QualityLevel}` | undefined {
  const level = qualityLevel(code);
  return level && `reportTable.quality.${level}`;
}
