import { describe, expect, it } from 'vitest';
import { pictureContent, pictureContentProblem } from './picture-content';

/** The first bytes of a PNG of a size: signature and IHDR (the rest of the file is not read). */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

/** A JPEG's start: SOI, an APP1 segment of 6 bytes, a fill byte, then a progressive frame (SOF2) of a size. */
function jpegHeader(width: number, height: number): Uint8Array {
  return new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe1,
    0x00,
    0x08,
    1,
    2,
    3,
    4,
    5,
    6,
    0xff,
    0xff,
    0xc2,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
  ]);
}

describe('picture content', () => {
  it('reads a PNG’s and a JPEG’s type and size from their headers', () => {
    expect(pictureContent(pngHeader(400, 300))).toEqual({
      contentType: 'image/png',
      extension: 'png',
      width: 400,
      height: 300,
    });
    expect(pictureContent(jpegHeader(644, 400))).toEqual({
      contentType: 'image/jpeg',
      extension: 'jpg',
      width: 644,
      height: 400,
    });
  });

  it('refuses what is no PNG or JPEG whatever its name: text, a GIF, a cut header, a scan before a frame', () => {
    expect(pictureContent(new TextEncoder().encode('PNG file, honest'))).toBeUndefined();
    expect(pictureContent(new TextEncoder().encode('GIF89a\x01\x00\x01\x00'))).toBeUndefined();
    expect(pictureContent(pngHeader(400, 300).subarray(0, 20))).toBeUndefined();
    expect(pictureContent(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02]))).toBeUndefined();
  });

  it('says why a file is refused: too large, not a picture, too small or at no accepted ratio', () => {
    expect(pictureContentProblem(pngHeader(400, 400), true)).toEqual({
      problem: 'drafts.rule.pictureTooLarge',
    });
    expect(pictureContentProblem(new Uint8Array(10))).toEqual({ problem: 'drafts.rule.pictureType' });
    expect(pictureContentProblem(pngHeader(199, 199))).toEqual({
      problem: 'drafts.rule.pictureTooSmallSquare',
    });
    expect(pictureContentProblem(pngHeader(400, 300))).toEqual({ problem: 'drafts.rule.pictureRatio' });
    expect(pictureContentProblem(jpegHeader(323, 200))).toEqual({
      content: { contentType: 'image/jpeg', extension: 'jpg', width: 323, height: 200 },
    });
  });
});
