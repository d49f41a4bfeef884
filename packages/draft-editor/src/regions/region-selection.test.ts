import { describe, expect, it } from 'vitest';
import { chinaProvinces } from '@adconsole/draft-rules';
import { factorsOf, provinceChoice, searchProvinces, toggleProvince, toggleRegion } from './region-selection';

const province = (name: string) => chinaProvinces.find((p) => p.name === name)!;
const hainan = province('海南');

describe('region selection', () => {
  it('chooses a province whole in place of its cities, and drops it with them', () => {
    expect(toggleProvince(['海口', '北京'], hainan)).toEqual(['北京', '海南']);
    expect(toggleProvince(['北京', '海南'], hainan)).toEqual(['北京']);
    expect(toggleProvince(['海口', '三亚'], hainan)).toEqual(['海南']);
  });

  it('tells whether a province is chosen whole, in some cities or not at all', () => {
    expect(provinceChoice(['海南'], hainan)).toBe('whole');
    expect(provinceChoice(['三亚'], hainan)).toBe('some');
    expect(provinceChoice(['北京'], hainan)).toBe('none');
  });

  it('keeps the other cities when a city of a whole province is dropped', () => {
    expect(toggleRegion(['上海', '海南'], '三亚')).toEqual(['上海', '海口', '三沙', '儋州']);
  });

  it('makes a province whole when its last city is chosen', () => {
    expect(toggleRegion(['海口', '三沙', '儋州'], '三亚')).toEqual(['海南']);
  });

  it('adds and drops single cities, in the order the picker lists them', () => {
    expect(toggleRegion(['深圳'], '北京')).toEqual(['北京', '深圳']);
    expect(toggleRegion(['广州', '深圳'], '广州')).toEqual(['深圳']);
    expect(toggleRegion(['深圳'], '海外')).toEqual(['深圳', '海外']);
    expect(toggleRegion(['深圳', '海外'], '海外')).toEqual(['深圳']);
  });

  it('drops the bidding factors of regions no longer chosen', () => {
    expect(factorsOf({ 北京: 1.5, 上海: 0.8 }, ['上海', '深圳'])).toEqual({ 上海: 0.8 });
  });

  it('searches provinces by their own name or their cities', () => {
    expect(searchProvinces('')).toHaveLength(34);
    const byProvince = searchProvinces('海南');
    expect(byProvince.map((p) => [p.province.name, p.cities.length, p.citiesMatched])).toEqual([
      ['海南', 4, false],
    ]);
    const byCity = searchProvinces('昌');
    expect(byCity.map((p) => [p.province.name, p.cities, p.citiesMatched])).toEqual([
      ['江西', ['南昌'], true],
      ['河南', ['许昌'], true],
      ['湖北', ['宜昌'], true],
      ['西藏', ['昌都'], true],
      ['甘肃', ['金昌'], true],
    ]);
    expect(searchProvinces('Atlantis')).toEqual([]);
  });
});
