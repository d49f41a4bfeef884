import { describe, expect, it } from 'vitest';
import { linePath, linearScale, niceTicks, pointPositions, smoothPath, textWidth, tickFormat } from './scale';

describe('value axis ticks', () => {
  it('steps by 1, 2 or 5 × 10ⁿ from zero to past the largest value', () => {
    expect(niceTicks([120, 1234, 800])).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks([184, 99])).toEqual([0, 50, 100, 150, 200]);
    expect(niceTicks([3])).toEqual([0, 1, 2, 3]);
    expect(niceTicks([7])).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks([0.0523, 0.031])).toEqual([0, 0.02, 0.04, 0.06]);
    expect(niceTicks([30000])).toEqual([0, 10000, 20000, 30000]);
  });

  it('reaches below zero for a negative value, and gives all-zero data an axis of 0 to 1', () => {
    expect(niceTicks([-40, 90])).toEqual([-50, 0, 50, 100]);
    expect(niceTicks([0, 0])).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(niceTicks([])).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  });

  it('writes ticks in the unit of the metric without trailing zeros', () => {
    expect([0, 500, 1500].map(tickFormat('￥'))).toEqual(['￥0', '￥500', '￥1,500']);
    expect([0, 0.02, 0.025].map(tickFormat('%*100'))).toEqual(['0%', '2%', '2.5%']);
    expect([0, 20000, 125000].map(tickFormat('t'))).toEqual(['0', '20,000', '125,000']);
    expect([-50, 0.5].map(tickFormat(undefined))).toEqual(['-50', '0.5']);
  });
});

describe('scales and positions', () => {
  it('maps a value in proportion, upside down for a value axis', () => {
    const y = linearScale([0, 200], [230, 10]);
    expect([0, 50, 200].map(y)).toEqual([230, 175, 10]);
  });

  it('spreads points from end to end, one point in the middle', () => {
    expect(pointPositions(5, 40, 240)).toEqual([40, 90, 140, 190, 240]);
    expect(pointPositions(1, 40, 240)).toEqual([140]);
  });

  it('estimates a label’s width, a CJK character a full em', () => {
    expect(textWidth('2026-11-01')).toBe(70);
    expect(textWidth('广东')).toBe(24);
  });
});

describe('paths', () => {
  it('joins points with straight segments, rounded to hundredths', () => {
    expect(
      linePath([
        [0, 10],
        [5.555, 2],
        [10, 7.25],
      ]),
    ).toBe('M0,10L5.56,2L10,7.25');
  });

  it('curves through the points without swinging past a peak', () => {
    expect(
      smoothPath([
        [0, 0],
        [10, 10],
        [20, 0],
      ]),
    ).toBe('M0,0C3.33,3.33,6.67,10,10,10C13.33,10,16.67,3.33,20,0');
    // Flat stretches stay flat; the rise between them never overshoots the higher level.
    expect(
      smoothPath([
        [0, 5],
        [10, 5],
        [20, 15],
        [30, 15],
      ]),
    ).toBe('M0,5C3.33,5,6.67,5,10,5C13.33,5,16.67,15,20,15C23.33,15,26.67,15,30,15');
  });

  it('draws two points as a straight line', () => {
    expect(
      smoothPath([
        [0, 0],
        [10, 10],
      ]),
    ).toBe('M0,0L10,10');
  });
});
