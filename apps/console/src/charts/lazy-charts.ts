import { lazy } from 'react';
import { firstScreenPart } from '../lib/first-screen';

/** The line chart, its code loaded only when a page first shows one. */
export const LazyLineChart = lazy(
  firstScreenPart(async () => ({ default: (await import('./line-chart')).LineChart })),
);
