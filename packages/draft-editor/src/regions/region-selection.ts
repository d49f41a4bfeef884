/**
 * Choosing a campaign's promotion regions (docs/requirements.md#ad-drafts): a whole province, or some of its
 * cities, or overseas, each with a bidding factor. A province chosen whole is stored as the province alone;
 * unchecking one of its cities keeps the others, and checking the last missing city makes it whole again.
 */
import { chinaProvinces, overseasRegion, provinceOf, type RegionProvince } from '@adconsole/draft-rules';

/** Every region in the order the picker lists them: each province followed by its cities, overseas last. */
const regionOrder = new Map(
  [...chinaProvinces.flatMap((province) => [province.name, ...province.cities]), overseasRegion].map(
    (name, index) => [name, index],
  ),
);

const inListOrder = (regions: readonly string[]) =>
  [...regions].sort((a, b) => (regionOrder.get(a) ?? Infinity) - (regionOrder.get(b) ?? Infinity));

export type ProvinceChoice = 'whole' | 'some' | 'none';

/** Whether a province is chosen whole, in some of its cities, or not at all. */
export function provinceChoice(regions: readonly string[], province: RegionProvince): ProvinceChoice {
  if (regions.includes(province.name)) return 'whole';
  return province.cities.some((city) => regions.includes(city)) ? 'some' : 'none';
}

/** Chooses a province whole (its cities chosen one by one give way to it), or drops it with its cities. */
export function toggleProvince(regions: readonly string[], province: RegionProvince): string[] {
  const rest = regions.filter((region) => region !== province.name && !province.cities.includes(region));
  return provinceChoice(regions, province) === 'whole' ? rest : inListOrder([...rest, province.name]);
}

/** Chooses or drops a city, or overseas; a region that belongs to no province toggles by itself. */
export function toggleRegion(regions: readonly string[], region: string): string[] {
  const provinceName = provinceOf(region);
  const province = chinaProvinces.find((p) => p.name === provinceName);
  if (!province) {
    return regions.includes(region) ? regions.filter((r) => r !== region) : inListOrder([...regions, region]);
  }
  if (regions.includes(province.name)) {
    const others = province.cities.filter((city) => city !== region);
    return inListOrder([...regions.filter((r) => r !== province.name), ...others]);
  }
  if (regions.includes(region)) return regions.filter((r) => r !== region);
  const next = [...regions, region];
  return province.cities.every((city) => next.includes(city))
    ? toggleProvince(next, province)
    : inListOrder(next);
}

/** The bidding factors of the regions still chosen: a region dropped takes its factor with it. */
export function factorsOf(
  factors: Readonly<Record<string, number>>,
  regions: readonly string[],
): Record<string, number> {
  return Object.fromEntries(Object.entries(factors).filter(([region]) => regions.includes(region)));
}

export interface ListedProvince {
  province: RegionProvince;
  /** The cities shown under it: all of them, or those the search found. */
  cities: readonly string[];
  /** Whether the search found cities of the province (rather than the province itself): list them open. */
  citiesMatched: boolean;
}

/**
 * The provinces a search shows: every one for an empty search; else those whose name has the text, with all
 * their cities, and those with a city that has it, with those cities.
 */
export function searchProvinces(text: string): ListedProvince[] {
  const query = text.trim();
  return chinaProvinces.flatMap((province): ListedProvince[] => {
    if (!query || province.name.includes(query)) {
      return [{ province, cities: province.cities, citiesMatched: false }];
    }
    const cities = province.cities.filter((city) => city.includes(query));
    return cities.length ? [{ province, cities, citiesMatched: true }] : [];
  });
}
