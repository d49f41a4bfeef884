import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type {
  DeviceRow,
  HourRow,
  KeywordRow,
  RegionRow,
  TargetingRow,
  WeeklyOverview,
} from './overview-data';
import { sampleProvinces } from '../../storybook/sample-provinces';
import { SummaryOverview, type Part, type SummaryOverviewProps } from './summary-overview';

const week = { beginDate: '2026-11-16', endDate: '2026-11-22' };

/** Figures of one row: clicks at a 5% CTR of the impressions and ￥2 a click. */
const figures = (click: number) => ({
  cost: click * 2,
  impression: click * 20,
  click,
  ctr: 0.05,
  cpc: 2,
  cpm: 100,
  conversion: Math.round(click / 10),
});

const overview: WeeklyOverview = {
  current: { ...figures(7000), ctr: 0.0512 },
  previous: { ...figures(5600), ctr: 0.0512, cpm: 125 },
  days: ['16', '17', '18', '19', '20', '21', '22'].map((day, i) => ({
    ...figures(800 + ((i * 173) % 400)),
    date: `2026-11-${day}`,
  })),
};

const regions: RegionRow[] = sampleProvinces.map((provinceName, i) => ({
  ...figures(900 - i * 50),
  provinceName,
}));
const keywords: KeywordRow[] = Array.from({ length: 15 }, (_, i) => ({
  ...figures(600 - i * 30),
  keyword: `keyword ${i + 1}`,
}));
const devices: DeviceRow[] = [
  { ...figures(5250), device: 'mobile' },
  { ...figures(1750), device: 'pc' },
];
const hours: HourRow[] = Array.from({ length: 24 }, (_, hour) => ({
  ...figures(hour < 7 ? 20 : 300 + ((hour * 37) % 120)),
  hour,
}));
const targeting: TargetingRow[] = [
  { ...figures(900), name: 'Young parents', kind: 'crowd' },
  { ...figures(1200), name: 'Car buyers', kind: 'crowd' },
  { ...figures(400), name: 'Smart expansion', kind: 'automatic' },
  { ...figures(300), name: 'Outdoor sports', kind: 'newInterest' },
  { ...figures(250), name: 'buy running shoes', kind: 'intentionWord' },
];

const loaded = <T,>(data: T): Part<T> => ({ data, isError: false });

/** The overview with the metric the story's user picks. */
function Overview(props: Omit<SummaryOverviewProps, 'metric' | 'onMetricChange'>) {
  const [metric, setMetric] = useState<SummaryOverviewProps['metric']>('cost');
  return <SummaryOverview {...props} metric={metric} onMetricChange={setMetric} />;
}

/**
 * The report centre's summary of a channel's week: the week against the week before, its days and hours as
 * charts, the top regions and keywords, the device split and, for feeds, the targeting. The user picks the
 * metric the charts show.
 *
 * - Do: say each change in words as well as colour ("Up 25.00% on the week before").
 * - Don't: show a change without the week before's figure: a percentage alone hides how big the week was.
 */
const meta = {
  title: 'console/report-centre/SummaryOverview',
  component: Overview,
  args: {
    channel: 'search',
    week,
    overview: loaded(overview),
    regions: loaded(regions),
    keywords: loaded(keywords),
    devices: loaded(devices),
    hours: loaded(hours),
  },
} satisfies Meta<typeof Overview>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A chart draws into an SVG inside its named picture. */
const drawn = async (canvasElement: HTMLElement, name: string) => {
  // The chart's code loads when it is first shown.
  const chart = await within(canvasElement).findByRole('img', { name }, { timeout: 15_000 });
  await waitFor(() => expect(chart.querySelector('svg path')).not.toBeNull());
  return chart;
};

export const SearchAds: Story = {
  parameters: { screenshot: 'light and dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const kpis = canvas.getByRole('region', { name: 'The week against the week before' });
    // Cost ￥14,000 against ￥11,200 the week before: up 25%.
    await expect(kpis).toHaveTextContent('￥14,000.00');
    await expect(kpis).toHaveTextContent('Up 25.00% on the week before');
    await expect(kpis).toHaveTextContent('Week before: ￥11,200.00');
    // CPM ￥100 against ￥125: down 20%; CTR unchanged.
    await expect(kpis).toHaveTextContent('Down 20.00% on the week before');
    await expect(kpis).toHaveTextContent('Unchanged from the week before');

    await drawn(canvasElement, 'Cost by day of the week');
    await drawn(canvasElement, 'Cost by hour of the day');

    const regionTable = canvas.getByRole('table', { name: 'Top 15 regions by cost' });
    const regionRows = within(regionTable).getAllByRole('row');
    await expect(regionRows).toHaveLength(16);
    await expect(regionRows[1]).toHaveTextContent('1广东￥1,800.00');
    await expect(regionRows[15]).toHaveTextContent('15重庆￥400.00');
    await expect(
      within(canvas.getByRole('table', { name: 'Top 15 keywords by cost' })).getAllByRole('row'),
    ).toHaveLength(16);

    const deviceTable = canvas.getByRole('table', { name: 'Devices' });
    await expect(within(deviceTable).getByRole('rowheader', { name: 'Mobile' })).toBeVisible();
    await expect(within(deviceTable).getAllByRole('row')[1]).toHaveTextContent('75.00%');
    await expect(canvas.queryByRole('region', { name: 'Targeting' })).toBeNull();

    // The charts' metric is a named select the keyboard reaches.
    const select = canvas.getByRole('combobox', { name: 'Metric' });
    select.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Clicks' }));
    await drawn(canvasElement, 'Clicks by day of the week');
  },
};

export const FeedAds: Story = {
  args: { channel: 'feed', targeting: loaded(targeting) },
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Targeting' }));
    const crowds = section.getByRole('table', { name: 'Crowds' });
    const rows = within(crowds).getAllByRole('row');
    // Each kind by cost, highest first.
    await expect(rows[1]).toHaveTextContent('Car buyers');
    await expect(rows[2]).toHaveTextContent('Young parents');
    // Feeds buy no keywords: their top 15 are intention words.
    await expect(
      within(canvasElement).getByRole('table', { name: 'Top 15 intention words by cost' }),
    ).toBeVisible();
    for (const kind of ['Automatic targeting', 'New interests', 'Intention words']) {
      await expect(section.getByRole('table', { name: kind })).toBeVisible();
    }
  },
};

export const Chinese: Story = {
  args: { channel: 'feed', targeting: loaded(targeting) },
  globals: { language: 'cn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '本周与上周对比' })).toHaveTextContent(
      '比上周上升 25.00%',
    );
    await expect(canvas.getByRole('table', { name: '消费前 15 名地域' })).toBeVisible();
    await drawn(canvasElement, '本周每日消费');
  },
};

/**
 * The user's calculated metrics (docs/requirements.md#calculated-columns): a card each, its week's value worked
 * out over the week's sums, and a column in each table; a metric naming a figure the overview lacks is left out.
 */
export const CalculatedMetrics: Story = {
  args: {
    overview: loaded({ ...overview, current: { ...overview.current, conversion: 800 } }),
    calculatedColumns: [
      {
        key: 'calc_1',
        title: 'Cost per conversion',
        formula: 'cost / conversion',
        format: 'money',
        decimals: 2,
      },
      { key: 'calc_2', title: 'Not here', formula: 'cost / deepConversion', format: 'number', decimals: 0 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const kpis = canvas.getByRole('region', { name: 'The week against the week before' });
    // ￥14,000 for 800 conversions against ￥11,200 for 560: ￥17.50 against ￥20.00, down 12.5 %.
    await expect(kpis).toHaveTextContent(
      'Cost per conversion￥17.50Down 12.50% on the week beforeWeek before: ￥20.00',
    );
    await expect(kpis).not.toHaveTextContent('Not here');
    const regionTable = canvas.getByRole('table', { name: 'Top 15 regions by cost' });
    await expect(
      within(regionTable).getByRole('columnheader', { name: 'Cost per conversion' }),
    ).toBeVisible();
    await expect(within(regionTable).getAllByRole('row')[1]).toHaveTextContent('￥20.00');
  },
};

export const Loading: Story = {
  args: {
    overview: { data: undefined, isError: false },
    regions: { data: undefined, isError: false },
    keywords: { data: undefined, isError: false },
    devices: { data: undefined, isError: false },
    hours: { data: undefined, isError: false },
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Top 15 regions by cost' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: { overview: { data: undefined, isError: true, refetch: () => undefined } },
  play: async ({ canvasElement }) => {
    const kpis = within(
      within(canvasElement).getByRole('region', { name: 'The week against the week before' }),
    );
    await expect(kpis.getByRole('alert')).toHaveTextContent('These figures could not be loaded.');
    await expect(kpis.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
