import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ReportRef } from '../contract/reports/report-fields';
import { useAccountQueries } from './query-keys';
import { calculatedColumnsQuery } from './calculated-columns';
import { reportViewsQuery } from './report-views';
import { customReportFieldsQuery } from './reports';

/**
 * Asks for what a report page needs before its rows (the user's columns of the report, the views and the
 * calculated metrics, which its table's columns show), while the page's own code is still loading; the page's
 * hooks then find the answers cached or on their way, and ask for the rows at their first render
 * (docs/architecture.md#early-calls). Nothing is asked without a report.
 */
export function usePrefetchReportPage(ref: ReportRef | undefined) {
  const queryClient = useQueryClient();
  const { client, queryKeys } = useAccountQueries();
  const channel = ref?.channel;
  const section = ref?.section;
  useEffect(() => {
    if (!channel || !section) return;
    // A failure is left for the page's own hooks to ask again and show.
    void queryClient.prefetchQuery(customReportFieldsQuery(client, queryKeys, { channel, section }));
    void queryClient.prefetchQuery(reportViewsQuery(client, queryKeys));
    void queryClient.prefetchQuery(calculatedColumnsQuery(client, queryKeys));
  }, [queryClient, client, queryKeys, channel, section]);
}
