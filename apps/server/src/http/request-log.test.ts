import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/test-app';
import { redactSecrets } from './request-log';

const lines: string[] = [];
const server = await startTestApp({
  logger: {
    stream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    }),
  },
});
afterAll(() => server.stop());

describe('the log (docs/hardening.md#secrets-in-the-log)', () => {
  it('writes a request’s URL without the values of its secret parameters', async () => {
    await server.app.inject({
      method: 'GET',
      url: '/confirm-email?token=9f8e7d6c5b4a&lang=cn&code=k1&password=hunter2&accountId=7',
    });
    const urls = lines
      .map((line) => JSON.parse(line) as { req?: { url: string } })
      .flatMap((entry) => (entry.req ? [entry.req.url] : []));
    expect(urls).toEqual([
      '/confirm-email?token=[redacted]&lang=cn&code=[redacted]&password=[redacted]&accountId=7',
    ]);
    expect(lines.join('').match(/9f8e7d6c5b4a|hunter2|k1/g)).toBeNull();
  });

  it('scrubs any line, a delivery’s note or an error naming a robot’s address alike', () => {
    expect(
      redactSecrets(
        'webhook https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=693a91f6-7x and ' +
          'https://oapi.dingtalk.com/robot/send?access_token=abc123&timestamp=1 failed; ?api_key=z#top ?page=2',
      ),
    ).toBe(
      'webhook https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=[redacted] and ' +
        'https://oapi.dingtalk.com/robot/send?access_token=[redacted]&timestamp=1 failed; ?api_key=[redacted]#top ?page=2',
    );
  });
});
