/**
 * Pictures are decoded before they are believed (docs/architecture.md#picture-files): an upload's header is
 * read with sharp (libvips) and a size over `pictureMaxPixels` refused before any pixel is decoded; the
 * picture is then decoded with that limit, turned by its EXIF orientation, and encoded again without any
 * metadata (EXIF, GPS, XMP, ICC profile, PNG text); the decoded size must meet the picture rules, and the
 * thumbnail is made from the decoded picture. What is stored and served is only ever what this module wrote.
 *
 * sharp does its work on libuv's thread pool, not on the event loop; a gate keeps at most
 * `picturesDecodedAtOnce` pictures in work at a time in the process, so a burst of uploads queues instead of
 * taking every thread and the memory of every decoded picture at once.
 */
import { availableParallelism } from 'node:os';
import { pictureThumbnail } from '@adconsole/api-client/contract';
import {
  pictureMaxBytes,
  pictureMaxPixels,
  pictureSizeProblems,
  type RuleMessage,
} from '@adconsole/draft-rules';
import sharp, { type Metadata, type SharpOptions } from 'sharp';

// Every upload is a picture not seen before: libvips' cache of operations would only hold memory.
sharp.cache(false);

/** A picture as it is stored: decoded, oriented, re-encoded without metadata, with its thumbnail. */
export interface CleanPicture {
  contentType: 'image/png' | 'image/jpeg';
  extension: 'png' | 'jpg';
  width: number;
  height: number;
  data: Buffer;
  thumbnail: { contentType: 'image/jpeg'; extension: 'jpg'; data: Buffer };
}

/** Why a picture is refused: a picture rule, or a file whose content cannot be decoded as it claims. */
export type PictureRefusal = RuleMessage | 'pictureLibrary.unreadable';

/** Pictures decoded at once in this process; the others wait their turn. */
export const picturesDecodedAtOnce = Math.max(1, Math.min(4, availableParallelism()));

/** How long one picture may take to decode and encode before it is refused as unreadable. */
const decodeSeconds = 20;

/** JPEG qualities tried in turn until the cleaned picture fits in `pictureMaxBytes`. */
const jpegQualities = [90, 80, 70];

/** Runs work at most `limit` at a time, the rest in the order they came. */
function gate(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running < limit) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      // The slot goes straight to the next in line, or is freed.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

const decodingGate = gate(picturesDecodedAtOnce);

/** libvips reads no more pixels than the rules allow, and refuses a file it can only read with warnings. */
const inputOptions: SharpOptions = { limitInputPixels: pictureMaxPixels, failOn: 'warning' };

const formats = {
  png: { contentType: 'image/png', extension: 'png' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
} as const;

/** The header only: no pixel is decoded, so no limit is needed yet (the caller checks the size). */
async function headerOf(data: Buffer): Promise<Metadata | undefined> {
  try {
    return await sharp(data, { ...inputOptions, limitInputPixels: false }).metadata();
  } catch {
    return undefined;
  }
}

/** The picture decoded, oriented and encoded again in its own format, without metadata. */
async function reencoded(data: Buffer, header: Metadata, quality: number) {
  const decoded = sharp(data, inputOptions).autoOrient().timeout({ seconds: decodeSeconds });
  const encoded =
    header.format === 'png'
      ? decoded.png({ compressionLevel: 9, palette: header.isPalette })
      : decoded.jpeg({ quality });
  return encoded.toBuffer({ resolveWithObject: true });
}

async function clean(
  data: Buffer,
  truncated: boolean,
): Promise<{ problem: PictureRefusal } | { picture: CleanPicture }> {
  if (truncated || data.length > pictureMaxBytes) return { problem: 'drafts.rule.pictureTooLarge' };
  const header = await headerOf(data);
  if (!header || (header.format !== 'png' && header.format !== 'jpeg')) {
    return { problem: 'drafts.rule.pictureType' };
  }
  // The declared size, turned as the picture will be: refused before a pixel is decoded.
  const declared = header.autoOrient;
  const [declaredProblem] = pictureSizeProblems(declared);
  if (declaredProblem) return { problem: declaredProblem };

  for (const quality of header.format === 'jpeg' ? jpegQualities : [0]) {
    let output: Awaited<ReturnType<typeof reencoded>>;
    try {
      output = await reencoded(data, header, quality);
    } catch {
      return { problem: 'pictureLibrary.unreadable' };
    }
    const { data: cleaned, info } = output;
    const size = { width: info.width, height: info.height };
    if (size.width !== declared.width || size.height !== declared.height) {
      return { problem: 'pictureLibrary.unreadable' };
    }
    const [problem] = pictureSizeProblems(size);
    if (problem) return { problem };
    if (cleaned.length > pictureMaxBytes) continue;
    const thumbnail = await sharp(cleaned)
      .resize({
        width: pictureThumbnail.longestSide,
        height: pictureThumbnail.longestSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: Math.round(pictureThumbnail.quality * 100) })
      .toBuffer();
    return {
      picture: {
        ...formats[header.format],
        ...size,
        data: cleaned,
        thumbnail: { contentType: 'image/jpeg', extension: 'jpg', data: thumbnail },
      },
    };
  }
  // Cleaned, it no longer fits in 2 MB (a PNG that was packed tighter than libvips packs it).
  return { problem: 'drafts.rule.pictureTooLarge' };
}

/**
 * An uploaded picture checked by decoding it and made clean to store (docs/architecture.md#picture-files),
 * or why it is refused. `truncated` is a file the upload cut at its limit.
 */
export function cleanPicture(
  data: Buffer,
  truncated = false,
): Promise<{ problem: PictureRefusal } | { picture: CleanPicture }> {
  return decodingGate(() => clean(data, truncated));
}
