import { pictureRatios, type PictureRatio, type PictureSize } from '@adconsole/draft-rules';

/** A crop frame in the original's pixels: its top-left corner and width; its height follows the ratio. */
export interface Crop {
  x: number;
  y: number;
  width: number;
}

const ratioOf = (ratio: PictureRatio) => pictureRatios.find((r) => r.ratio === ratio)!;

/** The height of a frame of a width at a ratio, in whole pixels, rounded down (323 wide at 1.61:1 is 200 high: 1.615 is within the ratio). */
export function cropHeight(width: number, ratio: PictureRatio): number {
  return Math.floor((width * 100) / ratioOf(ratio).hundredths);
}

/** The widest frame at a ratio that fits in the original. */
export function widestCrop(original: PictureSize, ratio: PictureRatio): number {
  const byHeight = Math.floor((original.height * ratioOf(ratio).hundredths) / 100);
  let width = Math.min(original.width, byHeight);
  while (width > 0 && cropHeight(width, ratio) > original.height) width--;
  return width;
}

/**
 * Whether a picture needs a crop for a ratio (docs/requirements.md#picture-library): not when it is at that
 * ratio already, nor when it is too small to hold the ratio's minimum frame (it is refused instead).
 */
export function needsCrop(original: PictureSize, ratio: PictureRatio): boolean {
  const { minWidth } = ratioOf(ratio);
  const atRatio = cropHeight(original.width, ratio) === original.height;
  return !atRatio && widestCrop(original, ratio) >= minWidth;
}

/** The first frame: the widest at the ratio, in the middle of the original. */
export function initialCrop(original: PictureSize, ratio: PictureRatio): Crop {
  const width = widestCrop(original, ratio);
  return {
    x: Math.floor((original.width - width) / 2),
    y: Math.floor((original.height - cropHeight(width, ratio)) / 2),
    width,
  };
}

/**
 * A frame kept inside the original and at least the ratio's minimum: a move or resize past an edge stops
 * there.
 */
export function clampCrop(crop: Crop, original: PictureSize, ratio: PictureRatio): Crop {
  const width = Math.round(
    Math.max(ratioOf(ratio).minWidth, Math.min(crop.width, widestCrop(original, ratio))),
  );
  const height = cropHeight(width, ratio);
  return {
    x: Math.round(Math.max(0, Math.min(crop.x, original.width - width))),
    y: Math.round(Math.max(0, Math.min(crop.y, original.height - height))),
    width,
  };
}

/** The keys that move (arrows) or, with Shift, resize the frame, by a step of the original's pixels. */
export function cropByKey(
  crop: Crop,
  key: string,
  resize: boolean,
  step: number,
  original: PictureSize,
  ratio: PictureRatio,
): Crop | undefined {
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-1, 0],
    ArrowRight: [1, 0],
    ArrowUp: [0, -1],
    ArrowDown: [0, 1],
  };
  const move = moves[key];
  if (!move) return undefined;
  const next = resize
    ? { ...crop, width: crop.width + (move[0] + move[1]) * step }
    : { ...crop, x: crop.x + move[0] * step, y: crop.y + move[1] * step };
  return clampCrop(next, original, ratio);
}
