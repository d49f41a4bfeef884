import { lazy } from 'react';

/** The console's chart, loaded with ECharts only when a page first shows one. */
export const LazyEChart = lazy(async () => ({ default: (await import('./echart')).EChart }));
