import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import {
  guardedFetch,
  OutboundRefused,
  OutboundUnreachable,
  OutboundUnresolved,
  type OutboundCall,
} from './outbound-guard';

// The guard every call to a user's address passes (docs/operations.md#the-outbound-guard), against real HTTP
// servers of this machine: what it must refuse to reach, and what it reads of what it may reach.

interface Received {
  method: string;
  url: string;
  host: string;
  body: string;
}

/** A real HTTP server on `host` (a free port unless given) that keeps every request it gets. */
async function receiver(host: string, answer: RequestListener, port = 0) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        host: request.headers.host ?? '',
        body: Buffer.concat(chunks).toString(),
      });
      answer(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  servers.push(server);
  return { received, port: (server.address() as AddressInfo).port };
}

const servers: Server[] = [];
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

const answering =
  (body: string | Buffer, headers: Record<string, string> = {}): RequestListener =>
  (_request: IncomingMessage, response) => {
    response.writeHead(200, headers);
    response.end(body);
  };

const call = (url: string, rest: Partial<OutboundCall> = {}): Promise<unknown> =>
  guardedFetch({ url, timeoutMs: 5_000, maxBytes: 1_000, allowHosts: [], ...rest });

/** A resolver that answers `answers` in turn, one a call, and counts its calls. */
function resolving(...answers: string[][]) {
  const resolver = {
    calls: 0,
    resolve: async () => {
      const answer = answers[Math.min(resolver.calls, answers.length - 1)]!;
      resolver.calls += 1;
      return answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    },
  };
  return resolver;
}

const local = await receiver('127.0.0.1', answering('a secret of this machine'));

describe('the outbound guard', () => {
  it('answers an allowed host’s status, headers and body, and sends a webhook’s body', async () => {
    const hook = await receiver('127.0.0.1', (_request, response) => {
      response.writeHead(202, { 'x-receiver': 'yes' });
      response.end('taken');
    });
    const answer = await guardedFetch({
      url: `http://127.0.0.1:${hook.port}/hooks/upload?draft=3`,
      timeoutMs: 5_000,
      maxBytes: 100,
      allowHosts: [`127.0.0.1:${hook.port}`],
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"draftId":3}',
    });
    expect([answer.status, answer.headers['x-receiver'], answer.body.toString()]).toEqual([
      202,
      'yes',
      'taken',
    ]);
    expect(hook.received).toEqual([
      { method: 'POST', url: '/hooks/upload?draft=3', host: `127.0.0.1:${hook.port}`, body: '{"draftId":3}' },
    ]);
  });

  it.each([
    ['file:///etc/passwd', 'file:'],
    ['ftp://pictures.example/a.png', 'ftp:'],
    ['javascript:alert(1)', 'javascript:'],
    ['/file/picture.png', 'not an absolute URL'],
  ])('refuses %s: only http and https', async (url, reason) => {
    await expect(call(url)).rejects.toThrow(reason);
  });

  it.each([
    `http://127.0.0.1:${local.port}/pic.png`,
    `http://localhost:${local.port}/pic.png`,
    `http://[::ffff:127.0.0.1]:${local.port}/pic.png`,
    `http://0x7f.1:${local.port}/pic.png`,
  ])('refuses %s without calling it: loopback however written', async (url) => {
    await expect(call(url)).rejects.toThrow(OutboundRefused);
    expect(local.received).toEqual([]);
  });

  it('refuses this machine’s own non-loopback address (the probe of issue 51)', async () => {
    const everywhere = await receiver('0.0.0.0', answering('{"openapi":"3.1.0"}'));
    const [own] = Object.values(networkInterfaces())
      .flatMap((addresses) => addresses ?? [])
      .filter((address) => !address.internal && address.family === 'IPv4');
    expect(own, 'this machine has an IPv4 address beside loopback').toBeDefined();
    await expect(call(`http://${own!.address}:${everywhere.port}/base-api/openapi.json`)).rejects.toThrow(
      'is this server or on a network that is not public',
    );
    expect(everywhere.received).toEqual([]);
  });

  it('refuses a name any of whose addresses is internal, and a name with none', async () => {
    const mixed = resolving(['93.184.216.34', '127.0.0.1']);
    await expect(
      call(`http://pictures.example:${local.port}/a.png`, { resolve: mixed.resolve }),
    ).rejects.toThrow('the host pictures.example is this server or on a network that is not public');
    await expect(call('http://pictures.example/a.png', { resolve: resolving([]).resolve })).rejects.toThrow(
      'the host pictures.example has no address',
    );
    // A resolver that fails may answer later: unreachable rather than refused.
    const failing = () => Promise.reject(Object.assign(new Error('queryA ESERVFAIL'), { code: 'ESERVFAIL' }));
    await expect(call('http://pictures.example/a.png', { resolve: failing })).rejects.toThrow(
      new OutboundUnreachable('pictures.example could not be reached (ESERVFAIL)'),
    );
    // A name no resolver knows is said as such (docs/operations.md#the-outbound-guard), still worth a retry.
    const unknown = () =>
      Promise.reject(
        Object.assign(new Error('getaddrinfo ENOTFOUND pictures.example'), { code: 'ENOTFOUND' }),
      );
    const notFound = call('http://pictures.example/a.png', { resolve: unknown });
    await expect(notFound).rejects.toThrow(
      new OutboundUnresolved('the host name pictures.example could not be found (ENOTFOUND)'),
    );
    await expect(notFound).rejects.toBeInstanceOf(OutboundUnreachable);
    expect(local.received).toEqual([]);
  });

  it.each([
    '192.0.2.10',
    '198.51.100.10',
    '203.0.113.10',
    '198.18.0.10',
    '198.19.0.10',
    '2001:db8::10',
    '3fff::10',
    '2001:2::10',
  ])('refuses a name resolving to %s: documentation and benchmarking ranges', async (address) => {
    await expect(
      call('http://pictures.example/a.png', { resolve: resolving([address]).resolve }),
    ).rejects.toThrow(OutboundRefused);
  });

  it('connects to the address it checked, even when the name answers another one later (rebinding)', async () => {
    // Two servers on one port: the checked address's, and the one the name rebinds to. The name is nowhere
    // in DNS, so only the guard's pinned address reaches either.
    const checked = await receiver('127.0.0.1', answering('checked'));
    const rebound = await receiver('127.0.0.2', answering('rebound'), checked.port);
    const name = `rebinding.test:${checked.port}`;
    const rebinding = resolving(['127.0.0.1'], ['127.0.0.2']);
    const answer = (await call(`http://${name}/a.png`, {
      allowHosts: [name],
      resolve: rebinding.resolve,
    })) as { body: Buffer };
    expect(answer.body.toString()).toBe('checked');
    expect(checked.received).toEqual([{ method: 'GET', url: '/a.png', host: name, body: '' }]);
    expect(rebound.received).toEqual([]);
    expect(rebinding.calls).toBe(1);
  });

  it('never reaches the internal address a public name rebinds to', async () => {
    const rebinding = resolving(['93.184.216.34'], ['127.0.0.1']);
    await expect(
      call(`http://pictures.example:${local.port}/a.png`, { resolve: rebinding.resolve, timeoutMs: 2_000 }),
    ).rejects.toThrow(OutboundUnreachable);
    expect(local.received).toEqual([]);
    expect(rebinding.calls).toBe(1);
  });

  it('follows no redirect', async () => {
    const target = await receiver('127.0.0.1', answering('moved here'));
    const redirecting = await receiver('127.0.0.1', (_request, response) => {
      response.writeHead(302, { location: `http://127.0.0.1:${target.port}/moved.png` });
      response.end();
    });
    const allowHosts = [`127.0.0.1:${redirecting.port}`, `127.0.0.1:${target.port}`];
    await expect(call(`http://127.0.0.1:${redirecting.port}/a.png`, { allowHosts })).rejects.toThrow(
      'the address redirects (HTTP 302)',
    );
    expect(redirecting.received).toHaveLength(1);
    expect(target.received).toEqual([]);
  });

  it('reads at most its bytes, declared or not', async () => {
    const sized = await receiver('127.0.0.1', (request, response) => {
      const size = Number(/\/(\d+)/.exec(request.url ?? '')![1]);
      if (request.url?.endsWith('-declared')) {
        // Declared, and only begun: the guard must refuse it on the length alone, reading none of it.
        response.writeHead(200, { 'content-length': size });
        response.write('x');
        return;
      }
      // Written in pieces without a length: the limit must hold while reading.
      for (let sent = 0; sent < size; sent += 4) response.write('x'.repeat(Math.min(4, size - sent)));
      response.end();
    });
    const allowHosts = [`127.0.0.1:${sized.port}`];
    const base = `http://127.0.0.1:${sized.port}`;
    const read = (await call(`${base}/10`, { allowHosts, maxBytes: 10 })) as { body: Buffer };
    expect(read.body.toString()).toBe('xxxxxxxxxx');
    await expect(call(`${base}/11`, { allowHosts, maxBytes: 10 })).rejects.toThrow(
      'the answer is longer than 10 bytes',
    );
    await expect(call(`${base}/3000000-declared`, { allowHosts, maxBytes: 10 })).rejects.toThrow(
      'the answer is longer than 10 bytes',
    );
  });

  it('gives up on an answer that does not come in time, or does not end', async () => {
    const silent = await receiver('127.0.0.1', () => undefined);
    const endless = await receiver('127.0.0.1', (_request, response) => {
      response.writeHead(200);
      response.write('the start of an answer');
    });
    for (const { port } of [silent, endless]) {
      await expect(
        call(`http://127.0.0.1:${port}/a.png`, { allowHosts: [`127.0.0.1:${port}`], timeoutMs: 300 }),
      ).rejects.toThrow(`127.0.0.1:${port} gave no whole answer within 300 ms`);
    }
    expect([silent.received.length, endless.received.length]).toEqual([1, 1]);
  });
});
