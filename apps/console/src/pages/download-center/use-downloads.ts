import { useApiClient } from '@adconsole/api-client';
import { endpoints, type DownloadRecord } from '@adconsole/api-client/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** How often the centre asks again while an export is still being written. */
export const refreshWhileBusyMs = 2000;

const downloadsKey = ['downloads'] as const;

export const isBusy = (records: readonly DownloadRecord[] | undefined) =>
  records?.some((r) => r.status === 'pending' || r.status === 'processing') ?? false;

/** A page of the user's download records, refreshing itself while any of them is pending or processing. */
export function useDownloadRecords(page: { number: number; size: number }) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...downloadsKey, page],
    queryFn: () => client.requestPage(endpoints.downloadList, { page }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (isBusy(query.state.data?.data) ? refreshWhileBusyMs : false),
  });
}

export function useDeleteDownload() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => client.request(endpoints.deleteDownload, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: downloadsKey }),
  });
}
