import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type Picture, type RequestOf } from '../contract';
import { useApiClient } from './context';
import { invalidateCalls, queryKeys } from './query-keys';

/** A page of the user's picture library, newest first; the previous page stays while the next loads. */
export function usePictures(input: RequestOf<typeof endpoints.baiduImageList>) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.of(endpoints.baiduImageList, input),
    queryFn: () => client.requestPage(endpoints.baiduImageList, input),
    placeholderData: keepPreviousData,
  });
}

export interface PictureUpload {
  files: readonly Blob[];
  /** Each picture's thumbnail, in the order of `files`. */
  thumbnails: readonly Blob[];
  fields: RequestOf<typeof endpoints.materialUploadImage>;
}

/**
 * Uploads pictures to the library (docs/requirements.md#picture-library), each with its thumbnail: one
 * through the single call, several in one call of the multiple one, so the server takes all or none. The
 * stored pictures, in order.
 */
export function useUploadPictures() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ files, thumbnails, fields }: PictureUpload): Promise<Picture[]> => {
      const parts = { file: files, thumbnail: thumbnails };
      return files.length === 1
        ? [await client.upload(endpoints.materialUploadImage, parts, fields)]
        : client.upload(endpoints.materialUploadImages, parts, fields);
    },
    onSettled: () => invalidateCalls(queryClient, [endpoints.baiduImageList]),
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
    mutationFn: (ids: number[]) => client.request(endpoints.toBaiduByIds, { ids }),
    onSettled: () => invalidateCalls(queryClient, [endpoints.baiduImageList]),
  });
}
