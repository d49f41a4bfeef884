import { lazy } from 'react';

/** The line chart, its code loaded only when a page first shows one. */
export const LazyLineChart = lazy(async () => ({ default: (await import('./line-chart')).LineChart }));
