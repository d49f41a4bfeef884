import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

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

/** A real JPEG of a size, one colour; `exif` written into it (sharp's `withExif`), `orientation` too. */
export function jpegPicture(
  width: number,
  height: number,
  options: {
    fill?: [number, number, number];
    exif?: Record<string, Record<string, string>>;
    orientation?: number;
  } = {},
): Promise<Buffer> {
  const [r, g, b] = options.fill ?? [40, 120, 200];
  let picture = sharp({ create: { width, height, channels: 3, background: { r, g, b } } }).jpeg({
    quality: 90,
  });
  if (options.exif) picture = picture.withExif(options.exif);
  if (options.orientation) picture = picture.withMetadata({ orientation: options.orientation });
  return picture.toBuffer();
}

/** A PNG whose IHDR chunk says another size than its pixels: the size changed, the chunk's CRC made good. */
export function withDeclaredSize(png: Buffer, width: number, height: number): Buffer {
  const forged = Buffer.from(png);
  forged.writeUInt32BE(width, 16);
  forged.writeUInt32BE(height, 20);
  forged.writeUInt32BE(crc32(forged.subarray(12, 29)), 29);
  return forged;
}

/**
 * A decompression bomb: a PNG declaring `side`×`side` 8-bit RGB pixels whose IDAT is zeros that zlib packs
 * about a thousand to one, so a small file unpacks to gigabytes. Only its first `rows` rows are there: enough
 * for a reader that believes the header to start filling the whole size.
 */
export function pngBomb(side: number, rows = 64): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(rows * (1 + side * 3)), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
