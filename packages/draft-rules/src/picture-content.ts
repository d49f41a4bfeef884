/**
 * What a picture's bytes say it is (docs/requirements.md#picture-library): its type by its signature, never
 * its name or the browser's MIME type, and its size in pixels from its header. The browser reads it before
 * an upload to refuse a file early; a header can lie, so the server believes none of it and decodes the
 * picture instead (docs/architecture.md#picture-files).
 */
import { pictureMaxBytes, pictureSizeProblems } from './pictures';
import type { RuleMessage } from './messages';

export interface PictureContent {
  contentType: 'image/png' | 'image/jpeg';
  extension: 'png' | 'jpg';
  width: number;
  height: number;
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const view = (data: Uint8Array) => new DataView(data.buffer, data.byteOffset, data.byteLength);

/** A PNG's size from its first chunk, which the format requires to be IHDR. */
function pngSize(data: Uint8Array): { width: number; height: number } | undefined {
  if (data.length < 24 || pngSignature.some((byte, i) => data[i] !== byte)) return undefined;
  if (String.fromCharCode(...data.subarray(12, 16)) !== 'IHDR') return undefined;
  return { width: view(data).getUint32(16), height: view(data).getUint32(20) };
}

/**
 * A JPEG's size from its first start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC, which share the
 * range), walking the segments from the start-of-image marker.
 */
function jpegSize(data: Uint8Array): { width: number; height: number } | undefined {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return undefined;
  const bytes = view(data);
  let at = 2;
  while (at + 4 <= data.length) {
    if (data[at] !== 0xff) return undefined;
    const marker = data[at + 1]!;
    if (marker === 0xff) {
      at += 1; // a fill byte before a marker
      continue;
    }
    // Markers without a length: TEM and the restarts. An end of image or scan before a frame is no picture.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined;
    const length = bytes.getUint16(at + 2);
    if (length < 2) return undefined;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      if (at + 9 > data.length) return undefined;
      return { height: bytes.getUint16(at + 5), width: bytes.getUint16(at + 7) };
    }
    at += 2 + length;
  }
  return undefined;
}

/** The picture a file holds, read from its header; undefined when it is neither a PNG nor a JPEG. */
export function pictureContent(data: Uint8Array): PictureContent | undefined {
  const png = pngSize(data);
  if (png) return { contentType: 'image/png', extension: 'png', ...png };
  const jpeg = jpegSize(data);
  if (jpeg) return { contentType: 'image/jpeg', extension: 'jpg', ...jpeg };
  return undefined;
}

/**
 * Why a picture file is refused, or what it holds: too large (`truncated` when the reader stopped at the
 * limit), not a PNG or JPEG by its content, or a size at no accepted ratio or under its minimum.
 */
export function pictureContentProblem(
  data: Uint8Array,
  truncated = false,
): { problem: RuleMessage } | { content: PictureContent } {
  if (truncated || data.length > pictureMaxBytes) return { problem: 'drafts.rule.pictureTooLarge' };
  const content = pictureContent(data);
  if (!content) return { problem: 'drafts.rule.pictureType' };
  const [problem] = pictureSizeProblems(content);
  return problem ? { problem } : { content };
}
