import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import {
  apiBasePath,
  apiPrefix,
  endpoints,
  responseCode,
  type Picture,
  type PictureUploadFields,
} from '@adconsole/api-client/contract';
import { pictureMaxBytes, pictureRatioOf } from '@adconsole/draft-rules';
import { lookup, type Language } from '@adconsole/i18n/resources';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { sessionUser } from '../auth/sessions';
import { Paged, registerEndpoint, requestToken, type UploadedFile } from '../http/endpoint-route';
import { requestLanguage } from '../http/language';
import { ResponseError } from '../http/response-error';
import { contains, listPage, newestFirst } from '../stores/list-page';
import type { EntityDatabase } from '../stores/entity-schema';
import { cleanPicture, type CleanPicture } from './picture-decoding';
import {
  pictureFilePath,
  pictureUrlKey,
  pictureUrlLifetimeMs,
  pictureUrlSignature,
  storePictureFile,
  validPictureUrlSignature,
} from './picture-files';

type PictureRow = Selectable<EntityDatabase['pictures']>;

/** Where a picture's file is served: a GET with a signed query, so an `<img>` can load it. */
export const pictureFileRoute = `${apiBasePath}${apiPrefix}/material/image/file/:id`;

/** Where a picture's thumbnail is served, signed as its file is. */
export const pictureThumbnailRoute = `${apiBasePath}${apiPrefix}/material/image/thumbnail/:id`;

/** Files an upload of several pictures takes at most. */
export const picturesPerUpload = 20;

const hourMs = 60 * 60 * 1000;

/** An upload refused, with why in the caller's language (docs/requirements.md#error-codes). */
function uploadError(language: Language, reason: string, fileName?: string): ResponseError {
  const why = lookup(language, reason) ?? reason;
  const message = fileName
    ? lookup(language, 'pictureLibrary.uploadRefused', { name: fileName, reason: why })
    : why;
  return new ResponseError(responseCode.unitPictureUploadError, undefined, message);
}

/** The ids of a release scope as the form sends them: "1,2,3" or a JSON array. */
function unitIdsOf(text: string | undefined): number[] | undefined {
  if (!text?.trim()) return [];
  const parts = text
    .trim()
    .replace(/^\[|\]$/g, '')
    .split(',');
  const ids = parts.map((part) => Number(part.trim()));
  return ids.every((id) => Number.isInteger(id) && id > 0) ? [...new Set(ids)] : undefined;
}

/**
 * The picture library (docs/requirements.md#picture-library): uploads decoded, checked and re-encoded
 * without metadata, with a thumbnail made on the server (docs/architecture.md#picture-files), stored once
 * per cleaned content under its sha256, listed newest first, served only to their owner through signed URLs, and synced
 * to the provider one by one.
 */
export function pictureRoutes(app: FastifyInstance) {
  const db = app.entities.db;
  const urlKey = pictureUrlKey(app.filesDir);

  /**
   * A URL that opens the picture for a few hours. Its end is rounded up to the hour so the same picture
   * keeps one URL within the hour and the browser's cache serves it.
   */
  function signedUrl(key: Buffer, row: { id: number; user_id: number }, route = pictureFileRoute): string {
    const expires = Math.ceil((app.now() + pictureUrlLifetimeMs) / hourMs) * hourMs;
    const signature = pictureUrlSignature(key, row.id, row.user_id, expires);
    return `${route.replace(':id', String(row.id))}?expires=${expires}&signature=${signature}`;
  }

  function toPicture(key: Buffer, row: PictureRow): Picture {
    const url = signedUrl(key, row);
    return {
      id: row.id,
      url,
      thumbnailUrl: row.thumbnail_hash ? signedUrl(key, row, pictureThumbnailRoute) : url,
      theme: row.theme,
      width: row.width,
      height: row.height,
      ratio: row.ratio as Picture['ratio'],
      unitIds: JSON.parse(row.unit_ids) as number[],
      synced: row.synced === 1,
    };
  }

  /** The release scope, checked: units of the user's drafts (of `draftId` when given). */
  async function releaseScope(
    userId: number,
    fields: { draftId?: number; unitIds?: string },
    language: Language,
  ): Promise<number[]> {
    const unitIds = unitIdsOf(fields.unitIds);
    if (!unitIds) throw uploadError(language, 'pictureLibrary.unitUnknown');
    if (fields.draftId === undefined && unitIds.length === 0) return [];
    let units = db
      .selectFrom('draft_units')
      .innerJoin('drafts', 'drafts.id', 'draft_units.draft_id')
      .select('draft_units.id')
      .where('drafts.user_id', '=', userId);
    if (fields.draftId !== undefined) {
      const draft = await db
        .selectFrom('drafts')
        .select('id')
        .where('id', '=', fields.draftId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!draft) throw uploadError(language, 'pictureLibrary.unitUnknown');
      units = units.where('drafts.id', '=', fields.draftId);
    }
    if (unitIds.length === 0) return [];
    const found = await units.where('draft_units.id', 'in', unitIds).execute();
    if (found.length !== unitIds.length) throw uploadError(language, 'pictureLibrary.unitUnknown');
    return unitIds;
  }

  /**
   * Every picture decoded and cleaned before any is written (docs/architecture.md#picture-files): one
   * refused file refuses the upload. One picture after another: the decoding gate shares the threads
   * between uploads. Files of the `thumbnail` field, which consoles before the server made thumbnails sent,
   * are neither read nor kept.
   */
  async function checkedFiles(
    files: UploadedFile[],
    language: Language,
    maxPictures: number,
    ratio?: string,
  ): Promise<CleanPicture[]> {
    const pictureFiles = files.filter((file) => file.field === 'file');
    if (pictureFiles.length === 0) throw uploadError(language, 'drafts.rule.pictureRequired');
    if (pictureFiles.length > maxPictures) throw new ResponseError(responseCode.badRequest);
    const pictures: CleanPicture[] = [];
    for (const file of pictureFiles) {
      const checked = await cleanPicture(file.data, file.tooLarge);
      if ('problem' in checked) throw uploadError(language, checked.problem, file.fileName);
      if (ratio && pictureRatioOf(checked.picture) !== ratio) {
        throw uploadError(language, 'drafts.rule.pictureRatio', file.fileName);
      }
      pictures.push(checked.picture);
    }
    return pictures;
  }

  async function store(
    request: FastifyRequest,
    pictures: CleanPicture[],
    fields: { theme: string; draftId: number | null; unitIds: number[]; library: boolean },
  ): Promise<PictureRow[]> {
    const rows: PictureRow[] = [];
    for (const picture of pictures) {
      // Named by the sha256 of the cleaned bytes: what is stored is what is served.
      const hash = await storePictureFile(app.filesDir, picture.data, picture.extension);
      const { thumbnail } = picture;
      const thumbnailHash = await storePictureFile(app.filesDir, thumbnail.data, thumbnail.extension);
      rows.push(
        await db
          .insertInto('pictures')
          .values({
            user_id: request.user!.id,
            content_hash: hash,
            content_type: picture.contentType,
            size_bytes: picture.data.length,
            width: picture.width,
            height: picture.height,
            ratio: pictureRatioOf(picture)!,
            theme: fields.theme,
            draft_id: fields.draftId,
            unit_ids: JSON.stringify(fields.unitIds),
            library: fields.library ? 1 : 0,
            created_time: app.now(),
            thumbnail_hash: thumbnailHash,
            thumbnail_type: thumbnail.contentType,
          })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
    }
    return rows;
  }

  async function uploadToLibrary(
    fields: z.output<typeof PictureUploadFields>,
    request: FastifyRequest,
    maxPictures: number,
  ): Promise<Picture[]> {
    const language = requestLanguage(request);
    const checked = await checkedFiles(request.uploadedFiles ?? [], language, maxPictures, fields.ratio);
    const unitIds = await releaseScope(request.user!.id, fields, language);
    const rows = await store(request, checked, {
      theme: fields.theme,
      draftId: fields.draftId ?? null,
      unitIds,
      library: true,
    });
    const key = await urlKey;
    return rows.map((row) => toPicture(key, row));
  }

  // Two files a picture: a console that still sends a thumbnail beside each picture is not refused.
  const one = { upload: { maxFileBytes: pictureMaxBytes, maxFiles: 2 } };
  const several = { upload: { maxFileBytes: pictureMaxBytes, maxFiles: 2 * picturesPerUpload } };
  for (const endpoint of [endpoints.materialUploadImage, endpoints.segmentUploadImage]) {
    registerEndpoint(
      app,
      endpoint,
      async (fields, request) => (await uploadToLibrary(fields, request, 1))[0]!,
      one,
    );
  }
  for (const endpoint of [endpoints.materialUploadImages, endpoints.segmentUploadImages]) {
    registerEndpoint(
      app,
      endpoint,
      (fields, request) => uploadToLibrary(fields, request, picturesPerUpload),
      several,
    );
  }
  registerEndpoint(
    app,
    endpoints.imgUpload,
    async (_fields, request) => {
      const checked = await checkedFiles(request.uploadedFiles ?? [], requestLanguage(request), 1);
      const [row] = await store(request, checked, { theme: '', draftId: null, unitIds: [], library: false });
      return { url: signedUrl(await urlKey, row!) };
    },
    one,
  );

  registerEndpoint(app, endpoints.baiduImageList, async ({ page, query }, request) => {
    let rows = db
      .selectFrom('pictures')
      .selectAll()
      .where('user_id', '=', request.user!.id)
      .where('library', '=', 1);
    if (query.theme?.trim()) rows = rows.where(contains('theme', query.theme.trim()));
    if (query.synced !== undefined) rows = rows.where('synced', '=', query.synced ? 1 : 0);
    const answer = await listPage(rows, page, newestFirst);
    const key = await urlKey;
    return new Paged(
      answer.rows.map((row) => toPicture(key, row)),
      answer.page,
    );
  });

  registerEndpoint(app, endpoints.toBaiduByIds, async ({ ids }, request) => {
    const language = requestLanguage(request);
    const userId = request.user!.id;
    const rows = await db
      .selectFrom('pictures')
      .select(['id', 'content_hash', 'theme'])
      .where('user_id', '=', userId)
      .where('library', '=', 1)
      .where('id', 'in', ids)
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const succeeded: number[] = [];
    const failed: { id: number; message: string }[] = [];
    // One after another, in the order asked: the provider knows a duplicate by what it took before.
    for (const id of new Set(ids)) {
      const row = byId.get(id);
      if (!row) {
        failed.push({ id, message: lookup(language, 'pictureLibrary.notFound')! });
        continue;
      }
      const answer = await app.providers.sandbox.syncPicture({
        key: String(id),
        ownerId: userId,
        contentHash: row.content_hash,
        theme: row.theme,
      });
      if (answer.synced) {
        await db.updateTable('pictures').set({ synced: 1 }).where('id', '=', id).execute();
        succeeded.push(id);
      } else {
        failed.push({ id, message: lookup(language, answer.reason)! });
      }
    }
    return { succeeded, failed };
  });

  /**
   * A picture's file, or its thumbnail, for its owner only: with a signed URL of theirs (what `<img>` tags
   * load) or their own session's token. Anything else answers 404, as a missing picture does, so ids reveal
   * nothing.
   */
  for (const [route, thumbnail] of [
    [pictureFileRoute, false],
    [pictureThumbnailRoute, true],
  ] as const) {
    app.get<{ Params: { id: string }; Querystring: { expires?: string; signature?: string } }>(
      route,
      async (request, reply) => {
        const id = Number(request.params.id);
        const row = Number.isInteger(id)
          ? await db
              .selectFrom('pictures')
              .select(['id', 'user_id', 'content_hash', 'content_type', 'thumbnail_hash', 'thumbnail_type'])
              .where('id', '=', id)
              .executeTakeFirst()
          : undefined;
        const { expires, signature } = request.query;
        const signed =
          row !== undefined &&
          typeof signature === 'string' &&
          validPictureUrlSignature(await urlKey, row.id, row.user_id, Number(expires), signature, app.now());
        const owner =
          row !== undefined &&
          !signed &&
          (await sessionUser(app.entities, requestToken(request), app.now()))?.id === row.user_id;
        if (!row || !(signed || owner)) throw new ResponseError(responseCode.notFound);
        const hash = thumbnail ? row.thumbnail_hash : row.content_hash;
        const contentType = thumbnail ? row.thumbnail_type : row.content_type;
        if (!hash || !contentType) throw new ResponseError(responseCode.notFound);
        const file = pictureFilePath(app.filesDir, hash, contentType === 'image/png' ? 'png' : 'jpg');
        const { size } = await stat(file);
        return (
          reply
            .header('content-type', contentType)
            .header('content-length', size)
            .header('x-content-type-options', 'nosniff')
            // A signed URL's answer may be kept until the URL ends; the token's answer is not kept at all.
            .header(
              'cache-control',
              signed
                ? `private, max-age=${Math.floor((Number(expires) - app.now()) / 1000)}`
                : 'private, no-store',
            )
            .send(createReadStream(file))
        );
      },
    );
  }
}
