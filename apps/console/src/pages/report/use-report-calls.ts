import { useApiClient } from '@adconsole/api-client';
import {
  endpoints,
  reportExportEndpoint,
  reportListEndpoint,
  type Channel,
  type ReportListRequest,
  type ReportRef,
  type Section,
} from '@adconsole/api-client/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * Report queries are account-scoped: their keys start with `report`, which is not one of the user-scoped
 * prefixes, so switching the account refetches them.
 */
const reportKey = (channel: Channel, section: Section, body: unknown) => ['report', channel, section, body];
const customFieldsKey = (ref: ReportRef) => ['customFields', ref.channel, ref.section];

/** A report list answer; the previous page stays on screen while the next loads. */
export function useReportList(channel: Channel, section: Section, body: ReportListRequest, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: reportKey(channel, section, body),
    queryFn: () => client.requestPage(reportListEndpoint(channel, section), body),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The user's columns of a report and every column it offers. */
export function useCustomFields(ref: ReportRef) {
  const client = useApiClient();
  return useQuery({
    queryKey: customFieldsKey(ref),
    queryFn: () => client.request(endpoints.customReportFields, ref),
    staleTime: Infinity,
  });
}

/** Saves the user's columns of a report; its lists refetch with them. */
export function useSaveCustomFields(ref: ReportRef) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fieldIds: number[]) =>
      client.request(endpoints.saveCustomReportFields, { ...ref, fieldIds }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(customFieldsKey(ref), saved);
      await queryClient.invalidateQueries({ queryKey: ['report', ref.channel, ref.section] });
    },
  });
}

/** Creates an export of a report (the list call's body): the id of its download record. */
export function useCreateExport(channel: Channel, section: Section) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportListRequest) => client.request(reportExportEndpoint(channel, section), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['downloads'] }),
  });
}
