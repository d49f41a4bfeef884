import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A real PNG of a size (8-bit RGB), one colour, or noise (which does not compress, for a file over 2 MB).
 * Tests make their pictures with it instead of keeping binary fixtures.
 */
export function pngPicture(
  width: number,
  height: number,
  fill: [number, number, number] | 'noise' = [200, 80, 40],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rowBytes = 1 + width * 3;
  const pixels = fill === 'noise' ? randomBytes(rowBytes * height) : Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y++) {
    pixels[y * rowBytes] = 0; // each row's filter: none
    if (fill !== 'noise') for (let x = 0; x < width; x++) pixels.set(fill, y * rowBytes + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, { level: fill === 'noise' ? 0 : 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The header of a baseline JPEG of a size: start of image, a JFIF segment, the frame (SOF0) with the size,
 * end of image. Enough for what the server reads (type and size), not an image to look at.
 */
export function jpegHeader(width: number, height: number): Buffer {
  const jfif = [
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
    0x00,
  ];
  const frame = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03];
  const components = [0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01];
  return Buffer.from([0xff, 0xd8, ...jfif, ...frame, ...components, 0xff, 0xd9]);
}
