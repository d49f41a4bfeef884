import { describe, expect, it } from 'vitest';
import { clampCrop, cropByKey, cropHeight, initialCrop, needsCrop } from './crop';

describe('picture crop', () => {
  it('keeps a frame at its ratio in whole pixels', () => {
    expect(cropHeight(323, '1.61:1')).toBe(200);
    expect(cropHeight(644, '1.61:1')).toBe(400);
    expect(cropHeight(250, '1:1')).toBe(250);
  });

  it('crops only a picture larger than the target and not at its ratio already', () => {
    expect(needsCrop({ width: 400, height: 400 }, '1:1')).toBe(false);
    expect(needsCrop({ width: 400, height: 300 }, '1:1')).toBe(true);
    expect(needsCrop({ width: 644, height: 400 }, '1.61:1')).toBe(false);
    expect(needsCrop({ width: 400, height: 400 }, '1.61:1')).toBe(true);
    // Too small for the minimum frame: nothing to crop to.
    expect(needsCrop({ width: 300, height: 150 }, '1:1')).toBe(false);
    expect(needsCrop({ width: 322, height: 400 }, '1.61:1')).toBe(false);
  });

  it('starts with the widest frame in the middle', () => {
    expect(initialCrop({ width: 400, height: 300 }, '1:1')).toEqual({ x: 50, y: 0, width: 300 });
    expect(initialCrop({ width: 400, height: 400 }, '1.61:1')).toEqual({ x: 0, y: 76, width: 400 });
  });

  it('keeps the frame inside the picture and at least the minimum', () => {
    const original = { width: 400, height: 300 };
    expect(clampCrop({ x: 350, y: -10, width: 300 }, original, '1:1')).toEqual({ x: 100, y: 0, width: 300 });
    expect(clampCrop({ x: 0, y: 0, width: 50 }, original, '1:1')).toEqual({ x: 0, y: 0, width: 200 });
    expect(clampCrop({ x: 0, y: 0, width: 999 }, original, '1:1')).toEqual({ x: 0, y: 0, width: 300 });
  });

  it('moves with the arrows and resizes with Shift', () => {
    const original = { width: 400, height: 300 };
    const crop = { x: 50, y: 0, width: 250 };
    expect(cropByKey(crop, 'ArrowRight', false, 10, original, '1:1')).toEqual({ x: 60, y: 0, width: 250 });
    expect(cropByKey(crop, 'ArrowDown', false, 10, original, '1:1')).toEqual({ x: 50, y: 10, width: 250 });
    expect(cropByKey(crop, 'ArrowLeft', true, 10, original, '1:1')).toEqual({ x: 50, y: 0, width: 240 });
    expect(cropByKey(crop, 'Enter', false, 10, original, '1:1')).toBeUndefined();
  });
});
