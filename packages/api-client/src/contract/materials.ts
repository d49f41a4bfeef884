import { PictureTheme, pictureRatios } from '@adconsole/draft-rules';
import { z } from 'zod';
import { draftEditPermission } from './drafts';
import { defineEndpoint } from './endpoint';
import { defaultPageSize, materialPageSizes, pageRequest } from './pagination';

/** The picture ratios accepted (docs/requirements.md#ad-drafts): 1:1 (≥ 200×200) and 1.61:1 (≥ 323×200). */
export const PictureRatio = z.enum(pictureRatios.map(({ ratio }) => ratio));

/**
 * A creative picture (docs/requirements.md#ad-drafts): theme, cropped sizes, release scope (units), sync with
 * the provider.
 */
export const Picture = z.object({
  id: z.number().int(),
  url: z.string(),
  /**
   * A small copy for lists, which the server makes from the decoded picture; the picture's own URL for a
   * picture stored before the server made thumbnails.
   */
  thumbnailUrl: z.string(),
  theme: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  ratio: PictureRatio,
  unitIds: z.array(z.number().int()),
  synced: z.boolean(),
});
export type Picture = z.infer<typeof Picture>;

/**
 * The thumbnail the server makes of every uploaded picture (docs/requirements.md#picture-library): a JPEG on
 * white, its longest side `longestSide` at most, of JPEG quality `quality`. A form field `thumbnail` sent
 * beside the pictures (older consoles made their own) is ignored: what is served is only what the server
 * decoded and wrote.
 */
export const pictureThumbnail = { longestSide: 160, quality: 0.8 };

/**
 * The fields that travel beside the form field `file` of a picture upload (docs/requirements.md#ad-drafts).
 * The server decodes each file and stores it re-encoded without metadata; a file it cannot decode, or whose
 * decoded size breaks the picture rules, is refused with 920001 and why (docs/architecture.md#picture-files).
 */
export const PictureUploadFields = z.object({
  theme: PictureTheme,
  ratio: PictureRatio,
  draftId: z.coerce.number().int().min(1).optional(),
  unitIds: z.string().max(2000).optional(),
});

const upload = <Res extends z.ZodType>(path: string, response: Res, summary: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    request: PictureUploadFields,
    response,
    transfer: 'upload',
    write: true,
    permission: draftEditPermission,
    summary,
  });

export const SyncResult = z.object({
  succeeded: z.array(z.number().int()),
  failed: z.array(z.object({ id: z.number().int(), message: z.string() })),
});

export const materialEndpoints = {
  segmentUploadImage: upload(
    '/material/search/segment/image/uploadImage',
    Picture,
    'Uploads one creative picture of a search ads draft (JPG/JPEG/PNG, at most 2 MB).',
  ),
  segmentUploadImages: upload(
    '/material/search/segment/image/uploadImages',
    z.array(Picture),
    'Uploads several creative pictures of a search ads draft.',
  ),
  imgUpload: defineEndpoint({
    method: 'POST',
    path: '/file/imgUpload',
    request: z.object({}),
    response: z.object({ url: z.string() }),
    transfer: 'upload',
    write: true,
    permission: draftEditPermission,
    summary: 'Uploads a picture file and answers its URL.',
  }),
  materialUploadImage: upload(
    '/material/image/uploadImage',
    Picture,
    'Uploads one picture to the picture library of the account.',
  ),
  materialUploadImages: upload(
    '/material/image/uploadImages',
    z.array(Picture),
    'Uploads several pictures to the picture library of the account.',
  ),
  baiduImageList: defineEndpoint({
    method: 'POST',
    path: '/material/image/baidu/list',
    request: z.object({
      page: z._default(pageRequest({ sizes: materialPageSizes }), { number: 1, size: defaultPageSize }),
      query: z.object({ theme: z.string().max(50).optional(), synced: z.boolean().optional() }).default({}),
    }),
    response: z.array(Picture),
    summary: "The account's pictures at the provider, paged (materials page sizes up to 10000).",
  }),
  toBaiduByIds: defineEndpoint({
    method: 'POST',
    path: '/material/search/segment/toBaiduByIds',
    request: z.object({ ids: z.array(z.number().int().min(1)).min(1).max(1000) }),
    response: SyncResult,
    silentErrors: true,
    write: true,
    permission: draftEditPermission,
    summary: 'Synchronizes pictures with the provider by id; failures come item by item, without a toast.',
  }),
};
