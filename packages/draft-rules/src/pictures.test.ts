import { describe, expect, it } from 'vitest';
import { cropProblems, pictureFileProblems, pictureRatioOf, pictureSizeProblems } from './pictures';

describe('pictureFileProblems', () => {
  it.each([
    [{ name: 'a.jpg', type: 'image/jpeg', size: 1000 }, []],
    [{ name: 'A.JPEG', type: 'image/jpeg', size: 1000 }, []],
    [{ name: 'a.png', type: 'image/png', size: 1000 }, []],
    [{ name: 'a.png', type: '', size: 1000 }, []],
    [{ name: 'a.gif', type: 'image/gif', size: 1000 }, ['drafts.rule.pictureType']],
    [{ name: 'a.png', type: 'image/gif', size: 1000 }, ['drafts.rule.pictureType']],
    [{ name: 'png', size: 1000 }, ['drafts.rule.pictureType']],
    [{ name: 'a.jpg', type: 'image/jpeg', size: 2_097_152 }, []],
    [{ name: 'a.jpg', type: 'image/jpeg', size: 2_097_153 }, ['drafts.rule.pictureTooLarge']],
    [
      { name: 'a.bmp', type: 'image/bmp', size: 3_000_000 },
      ['drafts.rule.pictureType', 'drafts.rule.pictureTooLarge'],
    ],
  ])('%j → %j', (file, expected) => {
    expect(pictureFileProblems(file)).toEqual(expected);
  });
});

describe('pictureRatioOf and pictureSizeProblems', () => {
  it.each([
    [200, 200, '1:1', []],
    [1000, 1000, '1:1', []],
    [202, 200, '1:1', []],
    [199, 199, '1:1', ['drafts.rule.pictureTooSmallSquare']],
    [203, 200, undefined, ['drafts.rule.pictureRatio']],
    [323, 200, '1.61:1', []],
    [322, 200, '1.61:1', ['drafts.rule.pictureTooSmallWide']],
    [324, 200, '1.61:1', []],
    [325, 200, undefined, ['drafts.rule.pictureRatio']],
    [646, 400, '1.61:1', []],
    [4096, 4096, '1:1', []],
    [4097, 4097, '1:1', ['drafts.rule.pictureTooManyPixels']],
    [65535, 65535, '1:1', ['drafts.rule.pictureTooManyPixels']],
    [400, 300, undefined, ['drafts.rule.pictureRatio']],
    [0, 0, undefined, ['drafts.rule.pictureRatio']],
  ])('%i×%i is at %s with %j', (width, height, ratio, expected) => {
    expect(pictureRatioOf({ width, height })).toBe(ratio);
    expect(pictureSizeProblems({ width, height })).toEqual(expected);
  });
});

describe('cropProblems', () => {
  const original = { width: 800, height: 600 };
  it.each([
    [{ width: 600, height: 600 }, []],
    [{ width: 800, height: 600 }, []],
    [{ width: 801, height: 600 }, ['drafts.rule.cropTooLarge']],
    [{ width: 600, height: 601 }, ['drafts.rule.cropTooLarge']],
  ])('a crop of %j from 800×600 → %j', (crop, expected) => {
    expect(cropProblems(original, crop)).toEqual(expected);
  });
});
