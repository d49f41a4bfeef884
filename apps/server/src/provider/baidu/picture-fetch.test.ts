import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { pngPicture } from '../../pictures/testing/picture-fixtures';
import { fetchPicture } from './picture-fetch';

// A creative's picture fetched for the Baidu upload (docs/baidu-provider.md#baidu-uploads): through the outbound
// guard (outbound-guard.test.ts has its rules), then decoded against the picture rules before the provider
// gets any of it.

/** What a picture address of the test server answers, by its path. */
const answers: Record<string, { status: number; body: Buffer }> = {
  '/square.png': { status: 200, body: pngPicture(200, 200) },
  '/small.png': { status: 200, body: pngPicture(100, 100) },
  '/openapi.json': { status: 200, body: Buffer.from('{"openapi":"3.1.0"}') },
  '/gone.png': { status: 404, body: Buffer.from('not found') },
};
const server = createServer((request, response) => {
  const answer = answers[request.url ?? ''] ?? answers['/gone.png']!;
  response.writeHead(answer.status);
  response.end(answer.body);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const fetched = (path: string) => fetchPicture({ url: `http://${host}${path}` }, [host]);

describe('the picture of a creative, fetched for the upload', () => {
  it('answers the picture decoded and encoded again', async () => {
    const content = await fetched('/square.png');
    const { format, width, height } = await sharp(content).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: 200, height: 200 });
  });

  it('refuses bytes that are not a picture, and a picture outside the rules', async () => {
    await expect(fetched('/openapi.json')).rejects.toThrow(
      'not a picture the rules accept: Choose a JPG, JPEG or PNG picture',
    );
    await expect(fetched('/small.png')).rejects.toThrow(
      'not a picture the rules accept: A 1:1 picture must be at least 200×200',
    );
  });

  it('refuses an address that answers an HTTP error', async () => {
    await expect(fetched('/gone.png')).rejects.toThrow("the picture's address answered HTTP 404");
  });

  it('fetches nothing of this machine unless its host is allowed', async () => {
    await expect(fetchPicture({ url: `http://${host}/square.png` })).rejects.toThrow(
      'the host 127.0.0.1 is this server or on a network that is not public',
    );
  });

  it('has no reader of a library picture yet', async () => {
    await expect(fetchPicture({ pictureId: 12 })).rejects.toThrow('library picture 12 has no reader');
  });
});
