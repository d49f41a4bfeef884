/**
 * The picture rules (docs/requirements.md#ad-drafts) over a picture's metadata, so the browser can refuse a
 * file before it uploads and the server after: JPG, JPEG or PNG, at most 2 MB, ratio 1:1 (at least
 * 200×200) or 1.61:1 (at least 323×200), and a crop that fits in the original.
 */
import type { RuleMessage } from './messages';

export interface PictureSize {
  width: number;
  height: number;
}

/** What a browser `File` tells of itself: its name, MIME type ('' when unknown) and size in bytes. */
export interface PictureFile {
  name: string;
  type?: string;
  size: number;
}

export const pictureMaxBytes = 2 * 1024 * 1024;

/**
 * The most pixels a picture may have (4096×4096): 2 MB of PNG can declare far more than it holds (a
 * decompression bomb), so the server refuses a larger size before it decodes anything and decodes with this
 * limit (docs/architecture.md#picture-files).
 */
export const pictureMaxPixels = 4096 * 4096;

/** The accepted ratios, width ÷ height in hundredths, each with its minimum size. */
export const pictureRatios = [
  {
    ratio: '1:1',
    hundredths: 100,
    minWidth: 200,
    minHeight: 200,
    tooSmall: 'drafts.rule.pictureTooSmallSquare',
  },
  {
    ratio: '1.61:1',
    hundredths: 161,
    minWidth: 323,
    minHeight: 200,
    tooSmall: 'drafts.rule.pictureTooSmallWide',
  },
] as const satisfies readonly {
  ratio: string;
  hundredths: number;
  minWidth: number;
  minHeight: number;
  tooSmall: RuleMessage;
}[];
export type PictureRatio = (typeof pictureRatios)[number]['ratio'];

/**
 * The accepted ratio a size is at: width ÷ height within 0.01 of it (323×200, 1.615, is 1.61:1). Counted in
 * integers, |100 × width − hundredths × height| ≤ height, so the edges are exact.
 */
export function pictureRatioOf({ width, height }: PictureSize): PictureRatio | undefined {
  if (!(width > 0 && height > 0)) return undefined;
  return pictureRatios.find((r) => Math.abs(100 * width - r.hundredths * height) <= height)?.ratio;
}

const pictureExtension = /\.(jpe?g|png)$/i;
const pictureMimeTypes = ['image/jpeg', 'image/jpg', 'image/png'];

/** A file's problems before upload: its type (by extension, and MIME type when known) and size. */
export function pictureFileProblems(file: PictureFile): RuleMessage[] {
  const problems: RuleMessage[] = [];
  if (!pictureExtension.test(file.name) || (file.type && !pictureMimeTypes.includes(file.type))) {
    problems.push('drafts.rule.pictureType');
  }
  if (file.size > pictureMaxBytes) problems.push('drafts.rule.pictureTooLarge');
  return problems;
}

/**
 * A picture's (or a crop's) problems of size: more pixels than `pictureMaxPixels`, not at an accepted ratio,
 * or under that ratio's minimum.
 */
export function pictureSizeProblems(size: PictureSize): RuleMessage[] {
  if (size.width * size.height > pictureMaxPixels) return ['drafts.rule.pictureTooManyPixels'];
  const ratio = pictureRatios.find((r) => r.ratio === pictureRatioOf(size));
  if (!ratio) return ['drafts.rule.pictureRatio'];
  return size.width < ratio.minWidth || size.height < ratio.minHeight ? [ratio.tooSmall] : [];
}

/**
 * A crop's problem of fit: a crop size needs the original at least as large on both sides (a crop of the
 * original's own size keeps it whole). The crop's ratio and minimum are `pictureSizeProblems(crop)`.
 */
export function cropProblems(original: PictureSize, crop: PictureSize): RuleMessage[] {
  return crop.width > original.width || crop.height > original.height ? ['drafts.rule.cropTooLarge'] : [];
}
