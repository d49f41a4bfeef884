// @module-tag store — it runs again on PostgreSQL and ClickHouse (docs/testing.md#engines-in-the-tests)
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  apiBasePath,
  draftItemCalls,
  endpoints,
  ErrorEnvelope,
  type Endpoint,
} from '@adconsole/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimal, savedId } from '../drafts/testing/draft-calls';
import { addUser, loginToken, providerAccountId, startTestApp } from '../testing/test-app';
import { callEndpoint } from '../http/testing/test-calls';
import { picturesDir } from './picture-files';
import sharp from 'sharp';
import { jpegPicture, pngBomb, pngPicture, withDeclaredSize } from './testing/picture-fixtures';

const server = await startTestApp();
const { app } = server;
afterAll(() => server.stop());

let demo: string;
let other: string;
beforeAll(async () => {
  demo = await loginToken(app, 'demo', 'demo123');
  // Every user has a provider account: a call names one, the first when it names none.
  const accountIds = [await providerAccountId(app, 'adc-shared-01')];
  await addUser(app, { userName: 'picture-other', password: 'other123', role: 'edit', accountIds });
  await addUser(app, { userName: 'picture-many', password: 'many123', role: 'edit', accountIds });
  other = await loginToken(app, 'picture-other', 'other123');
});

interface Part {
  data: Buffer;
  name: string;
  type?: string;
  /** Its form field: `file` unless said. */
  field?: string;
}

/** A multipart upload as a browser sends it: the fields, then each file in its field (`file`). */
async function upload(
  endpoint: Endpoint,
  token: string,
  files: Part[],
  fields: Record<string, string> = { theme: 'Spring sale', ratio: '1:1' },
  language = 'en',
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(file.field ?? 'file', new Blob([file.data], { type: file.type ?? '' }), file.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await app.inject({
    method: 'POST',
    url: `${apiBasePath}${endpoint.path}`,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': request.headers.get('content-type')!,
      'accept-language': language,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: response.statusCode, ...ErrorEnvelope.parse(response.json()) };
}

const answer = async (endpoint: Endpoint, token: string, body: object) => {
  const response = await callEndpoint(app, endpoint, token, body);
  return { status: response.statusCode, ...ErrorEnvelope.parse(response.json()) };
};

interface PictureAnswer {
  id: number;
  url: string;
  thumbnailUrl: string;
  theme: string;
  ratio: string;
  width: number;
  height: number;
  unitIds: number[];
  synced: boolean;
}

const square = pngPicture(400, 400);
const wide = await jpegPicture(644, 400);
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

const pictureCount = async () =>
  Number(
    (
      await app.entities.db
        .selectFrom('pictures')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const storedFiles = () =>
  existsSync(picturesDir(app.filesDir))
    ? readdirSync(picturesDir(app.filesDir), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(png|jpg)$/.test(file))
        .map((file) => path.basename(file))
        .sort()
    : [];

describe('picture upload', () => {
  it('stores a 1:1 PNG and a 1.61:1 JPEG under their content hash, once per content', async () => {
    const one = await upload(endpoints.materialUploadImage, demo, [{ data: square, name: 'square.png' }]);
    expect(one.code).toBe(200);
    expect(one.data).toMatchObject({
      theme: 'Spring sale',
      width: 400,
      height: 400,
      ratio: '1:1',
      unitIds: [],
      synced: false,
    });
    const two = await upload(endpoints.segmentUploadImage, demo, [{ data: wide, name: 'wide.jpg' }], {
      theme: 'Wide banner',
      ratio: '1.61:1',
    });
    expect(two.code).toBe(200);
    expect(two.data).toMatchObject({ width: 644, height: 400, ratio: '1.61:1' });
    const again = await upload(endpoints.materialUploadImage, demo, [{ data: square, name: 'copy.png' }]);
    expect(again.code).toBe(200);
    expect((again.data as PictureAnswer).id).not.toBe((one.data as PictureAnswer).id);
    // Three pictures, two files and two thumbnails: the same content is one file, named by the sha256 of
    // the bytes stored and served (the picture as the server wrote it again).
    const served = async (answer: { data?: unknown }) =>
      (await app.inject({ method: 'GET', url: (answer.data as PictureAnswer).url })).rawPayload;
    const [squareFile, wideFile, againFile] = await Promise.all([served(one), served(two), served(again)]);
    expect(againFile.equals(squareFile)).toBe(true);
    const files = storedFiles();
    expect(files).toHaveLength(4);
    expect(files).toEqual(expect.arrayContaining([`${sha256(squareFile)}.png`, `${sha256(wideFile)}.jpg`]));
  });

  it('takes several pictures in one call, and none when one of them is refused', async () => {
    const before = await pictureCount();
    const both = await upload(endpoints.materialUploadImages, demo, [
      { data: pngPicture(200, 200), name: 'a.png' },
      { data: pngPicture(300, 300, [10, 20, 30]), name: 'b.png' },
    ]);
    expect(both.code).toBe(200);
    expect((both.data as PictureAnswer[]).map((p) => [p.width, p.height])).toEqual([
      [200, 200],
      [300, 300],
    ]);
    const refused = await upload(endpoints.segmentUploadImages, demo, [
      { data: pngPicture(250, 250), name: 'fine.png' },
      { data: pngPicture(150, 150), name: 'small.png' },
    ]);
    expect(refused).toMatchObject({ code: 920001, msg: 'small.png: A 1:1 picture must be at least 200×200' });
    expect(await pictureCount()).toBe(before + 2);
  });

  it('answers 920001 saying why for a 3 MB picture, a text named .png, a small or off-ratio picture', async () => {
    const before = await pictureCount();
    const big = pngPicture(1000, 1000, 'noise');
    expect(big.length).toBeGreaterThan(3_000_000);
    expect(await upload(endpoints.materialUploadImage, demo, [{ data: big, name: 'big.png' }])).toMatchObject(
      {
        code: 920001,
        msg: 'big.png: The picture must be at most 2 MB',
      },
    );
    const text = Buffer.from('This is not a picture at all, only text.\n'.repeat(50));
    expect(
      await upload(endpoints.materialUploadImage, demo, [
        { data: text, name: 'photo.png', type: 'image/png' },
      ]),
    ).toMatchObject({ code: 920001, msg: 'photo.png: Choose a JPG, JPEG or PNG picture' });
    expect(
      await upload(endpoints.materialUploadImage, demo, [{ data: pngPicture(199, 199), name: 's.png' }]),
    ).toMatchObject({ code: 920001, msg: 's.png: A 1:1 picture must be at least 200×200' });
    expect(
      await upload(
        endpoints.segmentUploadImage,
        demo,
        [{ data: await jpegPicture(322, 200), name: 'w.jpg' }],
        {
          theme: 'Narrow',
          ratio: '1.61:1',
        },
      ),
    ).toMatchObject({ code: 920001, msg: 'w.jpg: A 1.61:1 picture must be at least 323×200' });
    expect(
      await upload(endpoints.materialUploadImage, demo, [{ data: pngPicture(400, 300), name: 'r.png' }]),
    ).toMatchObject({ code: 920001, msg: 'r.png: The picture must be 1:1 or 1.61:1' });
    // A 1.61:1 picture sent as 1:1.
    expect(
      await upload(endpoints.materialUploadImage, demo, [
        { data: await jpegPicture(323, 200), name: 'x.jpg' },
      ]),
    ).toMatchObject({ code: 920001, msg: 'x.jpg: The picture must be 1:1 or 1.61:1' });
    expect(await upload(endpoints.materialUploadImage, demo, [])).toMatchObject({
      code: 920001,
      msg: 'Choose a picture',
    });
    expect(
      await upload(endpoints.materialUploadImage, demo, [{ data: text, name: 'photo.png' }], undefined, 'cn'),
    ).toMatchObject({ code: 920001, msg: 'photo.png：仅支持JPG、JPEG、PNG格式的图片' });
    expect(await pictureCount()).toBe(before);
  });

  it('refuses a decompression bomb and a header that lies, before or while decoding, storing nothing', async () => {
    const before = await pictureCount();
    const filesBefore = storedFiles();
    // 40000×40000 pixels declared in a few KB: refused from its header, before a pixel is decoded.
    const bomb = pngBomb(40_000);
    expect(bomb.length).toBeLessThan(200_000);
    expect(
      await upload(endpoints.materialUploadImage, demo, [{ data: bomb, name: 'bomb.png' }]),
    ).toMatchObject({
      code: 920001,
      msg: 'bomb.png: The picture must have at most 16,777,216 pixels (4096×4096)',
    });
    // 200×200 pixels under a header claiming 65535×65535.
    const giant = withDeclaredSize(pngPicture(200, 200), 65_535, 65_535);
    expect(
      await upload(endpoints.materialUploadImage, demo, [{ data: giant, name: 'giant.png' }]),
    ).toMatchObject({
      code: 920001,
      msg: 'giant.png: The picture must have at most 16,777,216 pixels (4096×4096)',
    });
    // Within the limit, but the pixels are not what the header says: decoding finds out.
    const liar = withDeclaredSize(pngPicture(200, 200), 300, 300);
    expect(
      await upload(endpoints.materialUploadImage, demo, [{ data: liar, name: 'liar.png' }]),
    ).toMatchObject({
      code: 920001,
      msg: 'liar.png: The picture cannot be read: its content is damaged or not what its header says',
    });
    expect(
      await upload(endpoints.materialUploadImage, demo, [{ data: liar, name: 'liar.png' }], undefined, 'tw'),
    ).toMatchObject({ code: 920001, msg: 'liar.png：圖片無法讀取：內容已損毀或與檔頭不符' });
    // A real JPEG cut short.
    const cut = (await jpegPicture(400, 400)).subarray(0, 300);
    expect(await upload(endpoints.materialUploadImage, demo, [{ data: cut, name: 'cut.jpg' }])).toMatchObject(
      {
        code: 920001,
      },
    );
    expect(await pictureCount()).toBe(before);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it('stores and serves a JPEG without its EXIF, GPS included, turned as its orientation said', async () => {
    const exif = {
      IFD0: { Artist: 'Jane Roe', Copyright: 'Jane Roe at home' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    };
    // A photo at 323×200 as its pixels lie, and one of 200×323 pixels that an EXIF orientation of 6 shows
    // turned: 323×200, 1.61:1, as the picture rules read it.
    const photos = [
      await jpegPicture(323, 200, { exif }),
      await jpegPicture(200, 323, { exif, orientation: 6 }),
    ];
    const turned = await sharp(photos[1]).metadata();
    expect(turned).toMatchObject({ width: 200, height: 323, orientation: 6 });
    for (const photo of photos) {
      // The GPS IFD's pointer (tag 0x8825, little-endian) is in the EXIF sent, and the author's name.
      expect((await sharp(photo).metadata()).exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);
      expect(photo.includes('Jane Roe')).toBe(true);

      const stored = await upload(endpoints.segmentUploadImage, demo, [{ data: photo, name: 'home.jpg' }], {
        theme: 'At home',
        ratio: '1.61:1',
      });
      expect(stored.code).toBe(200);
      const picture = stored.data as PictureAnswer;
      expect(picture).toMatchObject({ width: 323, height: 200, ratio: '1.61:1' });
      for (const url of [picture.url, picture.thumbnailUrl]) {
        const served = (await app.inject({ method: 'GET', url })).rawPayload;
        const metadata = await sharp(served).metadata();
        expect(metadata.format).toBe('jpeg');
        expect([metadata.exif, metadata.xmp, metadata.icc, metadata.orientation]).toEqual([
          undefined,
          undefined,
          undefined,
          undefined,
        ]);
        expect(metadata.width).toBeGreaterThan(metadata.height);
        expect(served.includes('Jane Roe')).toBe(false);
        // The file on disk is the served bytes, named by their sha256.
        expect(storedFiles()).toContain(`${sha256(served)}.jpg`);
      }
    }
  });

  it('keeps a release scope of units of the user’s own drafts only', async () => {
    const accountId = await providerAccountId(app, 'adc-demo-01');
    const draftId = await savedId(app, endpoints.draftSave, demo, { name: 'Pictures', accountId });
    const campaignId = await savedId(app, draftItemCalls.campaign.save, demo, {
      ...minimal.campaign,
      draftId,
    });
    const unitId = await savedId(app, draftItemCalls.unit.save, demo, {
      ...minimal.unit,
      draftId,
      campaignId,
    });
    const scoped = await upload(endpoints.materialUploadImage, demo, [{ data: square, name: 'u.png' }], {
      theme: 'Scoped',
      ratio: '1:1',
      draftId: String(draftId),
      unitIds: String(unitId),
    });
    expect(scoped.data).toMatchObject({ unitIds: [unitId] });
    const foreign = await upload(endpoints.materialUploadImage, other, [{ data: square, name: 'u.png' }], {
      theme: 'Scoped',
      ratio: '1:1',
      unitIds: String(unitId),
    });
    expect(foreign).toMatchObject({ code: 920001, msg: 'Choose units of your own drafts' });
  });

  it('answers a bare file upload with a URL, keeping it out of the library', async () => {
    const before = (await answer(endpoints.baiduImageList, demo, {})).page!.totalCount;
    const bare = await upload(endpoints.imgUpload, demo, [{ data: pngPicture(210, 210), name: 'f.png' }], {});
    expect(bare.code).toBe(200);
    expect((bare.data as { url: string }).url).toMatch(
      /^\/base-api\/marketing\/api\/v1\/material\/image\/file\/\d+\?/,
    );
    expect((await answer(endpoints.baiduImageList, demo, {})).page!.totalCount).toBe(before);
  });
});

describe('picture files', () => {
  let picture: PictureAnswer;
  beforeAll(async () => {
    picture = (await upload(endpoints.materialUploadImage, demo, [{ data: square, name: 'mine.png' }]))
      .data as PictureAnswer;
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const bareUrl = (url: string) => url.split('?')[0]!;

  it('serves the owner’s picture through its signed URL, with its content type', async () => {
    const response = await get(picture.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 400,
      height: 400,
    });
  });

  it('serves it to its owner’s token, and to nobody else', async () => {
    const mine = await get(bareUrl(picture.url), { authorization: `Bearer ${demo}` });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect((await get(bareUrl(picture.url), { authorization: `Bearer ${other}` })).statusCode).toBe(404);
    expect((await get(bareUrl(picture.url))).statusCode).toBe(404);
    // A signature of one picture opens no other, and a changed end opens nothing.
    const otherPicture = picture.url.replace(`/file/${picture.id}?`, `/file/${picture.id - 1}?`);
    expect((await get(otherPicture)).statusCode).toBe(404);
    const later = picture.url.replace(/expires=(\d+)/, (_, e: string) => `expires=${Number(e) + 3_600_000}`);
    expect((await get(later)).statusCode).toBe(404);
  });

  it('does not list another user’s pictures', async () => {
    const list = await answer(endpoints.baiduImageList, other, {});
    expect(list.page!.totalCount).toBe(0);
  });
});

describe('picture list', () => {
  it('pages newest first at every materials size, 10000 included, and filters by theme and sync', async () => {
    const { id: userId } = await app.entities.db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', 'picture-many')
      .executeTakeFirstOrThrow();
    const rows = Array.from({ length: 10_050 }, (_, i) => ({
      user_id: userId,
      content_hash: sha256(Buffer.from(String(i))),
      content_type: 'image/png',
      size_bytes: 100,
      width: 200,
      height: 200,
      ratio: '1:1',
      theme: i % 2 === 0 ? `Even ${i}` : `Odd ${i}`,
      draft_id: null,
      unit_ids: '[]',
      library: 1,
      synced: i % 10 === 0 ? 1 : 0,
      created_time: 1_000_000 + i,
    }));
    for (let at = 0; at < rows.length; at += 500) {
      await app.entities.db
        .insertInto('pictures')
        .values(rows.slice(at, at + 500))
        .execute();
    }
    const token = await loginToken(app, 'picture-many', 'many123');

    const full = await answer(endpoints.baiduImageList, token, { page: { number: 1, size: 10000 } });
    expect(full.code).toBe(200);
    expect(full.data as PictureAnswer[]).toHaveLength(10_000);
    expect(full.page).toMatchObject({ number: 1, size: 10000, totalCount: 10_050 });
    expect((full.data as PictureAnswer[])[0]!.theme).toBe('Odd 10049');
    const rest = await answer(endpoints.baiduImageList, token, { page: { number: 2, size: 10000 } });
    expect((rest.data as PictureAnswer[]).map((p) => p.theme).slice(0, 2)).toEqual(['Odd 49', 'Even 48']);
    expect(rest.data as PictureAnswer[]).toHaveLength(50);
    for (const size of [10, 20, 30, 50, 100, 500, 1000]) {
      const page = await answer(endpoints.baiduImageList, token, { page: { number: 3, size } });
      expect(page.data as PictureAnswer[]).toHaveLength(size);
    }
    expect((await answer(endpoints.baiduImageList, token, { page: { number: 1, size: 15 } })).code).toBe(400);

    const themed = await answer(endpoints.baiduImageList, token, {
      page: { number: 1, size: 10 },
      query: { theme: 'even 100' },
    });
    // 'Even 100' and the themes that start with it, case aside: 1000…1008 (even) and 10000…10048 (even).
    expect(themed.page!.totalCount).toBe(1 + 5 + 25);
    const synced = await answer(endpoints.baiduImageList, token, {
      page: { number: 1, size: 10 },
      query: { synced: true },
    });
    expect(synced.page!.totalCount).toBe(1005);
    expect((synced.data as PictureAnswer[]).every((p) => p.synced)).toBe(true);
  });
});

describe('sync with the provider', () => {
  it('syncs pictures one by one, answering each failure with its reason and marking the successes', async () => {
    const make = async (theme: string, data: Buffer) =>
      (
        (
          await upload(endpoints.materialUploadImage, demo, [{ data, name: 'p.png' }], {
            theme,
            ratio: '1:1',
          })
        ).data as PictureAnswer
      ).id;
    const fine = await make('Autumn shoes', pngPicture(220, 220, [1, 2, 3]));
    const banned = await make('Best online casino deals', pngPicture(220, 220, [4, 5, 6]));
    const copy = await make('Autumn shoes again', pngPicture(220, 220, [1, 2, 3]));
    const theirs = (
      (await upload(endpoints.materialUploadImage, other, [{ data: square, name: 'o.png' }]))
        .data as PictureAnswer
    ).id;

    const result = await answer(endpoints.toBaiduByIds, demo, { ids: [fine, banned, copy, theirs] });
    expect(result.code).toBe(200);
    expect(result.data).toEqual({
      succeeded: [fine],
      failed: [
        { id: banned, message: 'Its theme holds a word the provider refuses' },
        { id: copy, message: 'The provider already holds the same picture' },
        { id: theirs, message: 'No such picture' },
      ],
    });
    // Syncing again answers the same: a picture the provider took stays taken.
    expect((await answer(endpoints.toBaiduByIds, demo, { ids: [fine] })).data).toEqual({
      succeeded: [fine],
      failed: [],
    });
    const list = (await answer(endpoints.baiduImageList, demo, { page: { number: 1, size: 100 } }))
      .data as PictureAnswer[];
    const syncedOf = (id: number) => list.find((p) => p.id === id)!.synced;
    expect([syncedOf(fine), syncedOf(banned), syncedOf(copy)]).toEqual([true, false, false]);
  });
});

describe('picture thumbnails', () => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('makes the thumbnail on the server from the decoded picture and serves it to the owner only', async () => {
    const stored = await upload(endpoints.materialUploadImage, demo, [
      { data: pngPicture(480, 480, [90, 160, 30]), name: 'green.png' },
    ]);
    expect(stored.code).toBe(200);
    const picture = stored.data as PictureAnswer;
    expect(picture.thumbnailUrl).toMatch(
      new RegExp(
        `^/base-api/marketing/api/v1/material/image/thumbnail/${picture.id}\\?expires=\\d+&signature=`,
      ),
    );

    const signed = await get(picture.thumbnailUrl);
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(signed.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 160,
      height: 160,
    });
    expect(storedFiles()).toContain(`${sha256(signed.rawPayload)}.jpg`);
    const { dominant } = await sharp(signed.rawPayload).stats();
    expect(dominant.g).toBeGreaterThan(dominant.r);
    const bare = picture.thumbnailUrl.split('?')[0]!;
    expect((await get(bare, { authorization: `Bearer ${demo}` })).statusCode).toBe(200);
    expect((await get(bare, { authorization: `Bearer ${other}` })).statusCode).toBe(404);
    expect((await get(bare)).statusCode).toBe(404);

    const list = (await answer(endpoints.baiduImageList, demo, { page: { number: 1, size: 10 } }))
      .data as PictureAnswer[];
    expect(list[0]).toMatchObject({ id: picture.id, thumbnailUrl: picture.thumbnailUrl });

    // A 1.61:1 picture keeps its shape: 160 on its longest side.
    const wide = (
      await upload(
        endpoints.segmentUploadImage,
        demo,
        [{ data: await jpegPicture(644, 400), name: 'w.jpg' }],
        {
          theme: 'Wide',
          ratio: '1.61:1',
        },
      )
    ).data as PictureAnswer;
    const wideThumbnail = await sharp((await get(wide.thumbnailUrl)).rawPayload).metadata();
    expect([wideThumbnail.width, wideThumbnail.height]).toEqual([160, 99]);
  });

  it('ignores a thumbnail the client sends, storing none of it', async () => {
    const theirs = pngPicture(160, 160, [7, 8, 9]);
    const text = Buffer.from('Only text, named like a thumbnail.\n'.repeat(20));
    const stored = await upload(endpoints.materialUploadImages, demo, [
      { data: pngPicture(260, 260, [7, 8, 9]), name: 'fine.png' },
      { data: pngPicture(270, 270, [9, 8, 7]), name: 'second.png' },
      { data: theirs, name: 'thumb.png', field: 'thumbnail' },
      { data: text, name: 'other.png', field: 'thumbnail' },
    ]);
    expect(stored.code).toBe(200);
    for (const picture of stored.data as PictureAnswer[]) {
      const served = (await get(picture.thumbnailUrl)).rawPayload;
      expect(served.equals(theirs)).toBe(false);
      expect(await sharp(served).metadata()).toMatchObject({ format: 'jpeg', width: 160, height: 160 });
    }
    expect(storedFiles()).not.toContain(`${sha256(theirs)}.png`);
    expect(storedFiles()).not.toContain(`${sha256(text)}.png`);
  });

  it('answers the picture’s own URL for a picture stored before the server made thumbnails', async () => {
    const { id: userId } = await app.entities.db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', 'demo')
      .executeTakeFirstOrThrow();
    const { id } = await app.entities.db
      .insertInto('pictures')
      .values({
        user_id: userId,
        content_hash: sha256(Buffer.from('an older picture')),
        content_type: 'image/png',
        size_bytes: 100,
        width: 240,
        height: 240,
        ratio: '1:1',
        theme: 'Older',
        draft_id: null,
        unit_ids: '[]',
        library: 1,
        created_time: Date.now() + 86_400_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const list = (await answer(endpoints.baiduImageList, demo, { page: { number: 1, size: 10 } }))
      .data as PictureAnswer[];
    const picture = list.find((p) => p.id === id)!;
    expect(picture.thumbnailUrl).toBe(picture.url);
    const thumbnailRoute = `/base-api/marketing/api/v1/material/image/thumbnail/${id}`;
    expect((await get(thumbnailRoute, { authorization: `Bearer ${demo}` })).statusCode).toBe(404);
  });
});
