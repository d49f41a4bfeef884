import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '../contract/endpoint';
import { materialEndpoints, type Picture } from '../contract/materials';
import { useApiClient } from './context';
import { invalidateCalls, useAccountQueries } from './query-keys';

/** A page of the user's picture library, newest first; the previous page stays while the next loads. */
export function usePictures(input: RequestOf<typeof materialEndpoints.baiduImageList>) {
  const { client, queryKeys } = useAccountQueries();
  return useQuery({
    queryKey: queryKeys.of(materialEndpoints.baiduImageList, input),
    queryFn: () => client.requestPage(materialEndpoints.baiduImageList, input),
    placeholderData: queryKeys.keepPreviousAnswer,
  });
}

export interface PictureUpload {
  files: readonly Blob[];
  fields: RequestOf<typeof materialEndpoints.materialUploadImage>;
}

/**
 * Uploads pictures to the library (docs/requirements.md#picture-library), the server making their
 * thumbnails: one through the single call, several in one call of the multiple one, so the server takes all or none. The
 * stored pictures, in order.
 */
export function useUploadPictures() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ files, fields }: PictureUpload): Promise<Picture[]> => {
      const parts = { file: files };
      return files.length === 1
        ? [await client.upload(materialEndpoints.materialUploadImage, parts, fields)]
        : client.upload(materialEndpoints.materialUploadImages, parts, fields);
    },
    onSettled: () => invalidateCalls(queryClient, [materialEndpoints.baiduImageList]),
  });
}

/**
 * Syncs pictures with the provider: which succeeded and, picture by picture, why the others failed. The
 * call raises no toast; the page shows each failure on its picture.
 */
export function useSyncPictures() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => client.request(materialEndpoints.toBaiduByIds, { ids }),
    onSettled: () => invalidateCalls(queryClient, [materialEndpoints.baiduImageList]),
  });
}
