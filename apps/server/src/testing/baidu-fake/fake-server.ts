/**
 * A local fake of Baidu Marketing's protocol, for tests only (docs/baidu-provider.md): a small
 * HTTP server on a loopback port that answers service methods with deterministic data, so the `baidu`
 * provider's tests exercise every path without the internet. Each area of the protocol adds its methods as
 * handlers (reports and structure, uploads, edits: `fake-edits.ts`); the server does what every method shares: the envelope, the
 * account's credentials, the quota and the faults a test injects (system errors, dropped connections).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { baiduFailureCode, type BaiduFailure, type BaiduRequestHeader } from '../../provider/baidu/protocol';

/** An account the fake knows: its user name and access token, and how much quota it has left. */
export interface FakeAccount {
  userName: string;
  accessToken: string;
  /** Quota units left before calls answer the quota failure; refilled by `refillQuota`. */
  quota: number;
  /**
   * When the access token stops working (epoch ms); it works for ever without. An expired token answers
   * `expiredTokenCode`.
   */
  tokenExpiresAt?: number;
}

/** What a handler answers: rows of `body.data`, and failures (status 1 when some rows came too, else 2). */
export interface FakeAnswer {
  data?: unknown[];
  failures?: BaiduFailure[];
  /** Forces a status, e.g. 1 with no rows. */
  status?: 0 | 1 | 2 | 3;
}

export interface FakeCall {
  path: string;
  header: BaiduRequestHeader;
  body: Record<string, unknown>;
}

/** A service method of the fake: its path (as `servicePath` makes it) and what it answers. */
export type FakeHandler = (call: FakeCall, fake: BaiduFake) => FakeAnswer | Promise<FakeAnswer>;

/**
 * Failure codes of the gateway the fake answers (docs/baidu-provider.md), as the gateway's
 * code table gives them (nqdy666/BaiduTongjiClient `constant/ApiError.java`) and Baidu's SEM error page
 * (421).
 */
export const fakeFailureCode = {
  ...baiduFailureCode,
  /** "Server internal error", with status 3. */
  systemError: 800,
  /** "The token is invalid". */
  invalidToken: 8402,
  /** No handler for the path: "methodName error" of the same table. */
  unknownMethod: 9108,
} as const;

export interface BaiduFake {
  /** The base URL to give the provider (`BAIDU_API_BASE`). */
  url: string;
  accounts: Map<string, FakeAccount>;
  /** Every call the fake answered, in order (with the header as sent). */
  calls: FakeCall[];
  /** The paths of the other routes (the OAuth exchange) asked, in order. */
  routeCalls: string[];
  /** The next `count` calls answer status 3 (a system error). */
  failWithSystemError(count: number): void;
  /** The next `count` calls have their connection dropped before any answer. */
  dropConnections(count: number): void;
  refillQuota(userName: string, quota: number): void;
  /** Serves `content` at a fresh URL under the fake for `ttlMs` (an asynchronous report's file, a picture). */
  serveFile(content: string | Buffer, ttlMs: number): string;
  close(): Promise<void>;
}

export interface BaiduFakeOptions {
  handlers: Record<string, FakeHandler>;
  /**
   * The code an expired access token answers. No public source gives it: the tests run the fake with the
   * gateway's invalid-token code and with a code the client does not know, and the client must renew either
   * way.
   */
  expiredTokenCode?: number;
  /** Requests a second the fake takes before it answers 421 (none by default). */
  requestsPerSecond?: number;
  /** The accounts of another fake, shared: a fake of the OAuth host beside a fake of the API. */
  accounts?: Map<string, FakeAccount>;
  /** Other routes (e.g. the OAuth token exchange): JSON in, JSON out. */
  routes?: Record<string, (body: Record<string, unknown>, fake: BaiduFake) => unknown>;
  now?: () => number;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function send(response: ServerResponse, status: number, body: unknown, type = 'application/json') {
  response.writeHead(status, { 'content-type': `${type}; charset=utf-8` });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

const envelope = (
  status: number,
  answer: { data?: unknown[]; failures?: BaiduFailure[] },
  quota?: FakeAccount,
) => ({
  header: {
    desc: status === 0 ? 'success' : 'failure',
    status,
    failures: answer.failures ?? [],
    quota: 1,
    rquota: quota?.quota ?? 0,
  },
  body: { data: answer.data ?? [] },
});

/** Starts the fake on a free loopback port. */
export async function startBaiduFake(options: BaiduFakeOptions): Promise<BaiduFake> {
  const now = options.now ?? Date.now;
  let systemErrors = 0;
  let drops = 0;
  let fileCount = 0;
  const files = new Map<string, { content: string | Buffer; until: number }>();

  /** The start of each of the last second's requests. */
  const recent: number[] = [];
  function overRate(perSecond: number) {
    const at = now();
    while (recent.length && recent[0]! <= at - 1000) recent.shift();
    if (recent.length >= perSecond) return true;
    recent.push(at);
    return false;
  }

  const server = createServer((request, response) => {
    void answer(request, response).catch((error: unknown) => send(response, 500, String(error)));
  });

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'GET' && url.pathname.startsWith('/files/')) {
      const file = files.get(url.pathname);
      // An expired file answers as the provider's storage does: refused.
      if (!file || file.until < now()) return send(response, 403, 'expired', 'text/plain');
      if (Buffer.isBuffer(file.content)) {
        response.writeHead(200, { 'content-type': 'application/octet-stream' });
        return response.end(file.content);
      }
      return send(response, 200, file.content, 'text/plain');
    }
    if (request.method !== 'POST') return send(response, 405, 'POST only', 'text/plain');
    let json: Record<string, unknown>;
    try {
      json = await readJson(request);
    } catch {
      return send(
        response,
        200,
        envelope(2, {
          failures: [{ code: fakeFailureCode.badJson, message: 'The Json message you provided is invalid' }],
        }),
      );
    }
    if (drops > 0) {
      drops -= 1;
      request.socket.destroy();
      return;
    }
    const route = options.routes?.[url.pathname];
    if (route) {
      fake.routeCalls.push(url.pathname);
      return send(response, 200, route(json, fake));
    }

    const header = (json.header ?? {}) as BaiduRequestHeader;
    const body = (json.body ?? {}) as Record<string, unknown>;
    const call = { path: url.pathname, header, body };
    fake.calls.push(call);
    if (systemErrors > 0) {
      systemErrors -= 1;
      const failure = { code: fakeFailureCode.systemError, message: 'Server internal error' };
      return send(response, 200, envelope(3, { failures: [failure] }));
    }
    const refused = (code: number, message: string, account?: FakeAccount) =>
      send(response, 200, envelope(2, { failures: [{ code, message }] }, account));
    if (options.requestsPerSecond !== undefined && overRate(options.requestsPerSecond)) {
      return refused(fakeFailureCode.overRate, 'too many requests: the request rate exceeds the limit');
    }
    if (!header.userName) return refused(fakeFailureCode.noUserName, 'Username is not set in request header');
    const account = fake.accounts.get(header.userName);
    if (!account || account.accessToken !== header.accessToken) {
      return refused(fakeFailureCode.invalidToken, 'The token is invalid, please contact administrator');
    }
    if (account.tokenExpiresAt !== undefined && account.tokenExpiresAt <= now()) {
      return refused(options.expiredTokenCode ?? fakeFailureCode.invalidToken, 'token expired');
    }
    if (account.quota <= 0) {
      const failure = { code: fakeFailureCode.quotaExhausted, message: 'You do not have enough quota' };
      return send(response, 200, envelope(2, { failures: [failure] }, account));
    }
    account.quota -= 1;
    const handler = options.handlers[url.pathname];
    if (!handler) {
      const failure = { code: fakeFailureCode.unknownMethod, message: `no method ${url.pathname}` };
      return send(response, 200, envelope(2, { failures: [failure] }, account));
    }
    const result = await handler(call, fake);
    const status = result.status ?? (result.failures?.length ? (result.data?.length ? 1 : 2) : 0);
    return send(response, 200, envelope(status, result, account));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: BaiduFake = {
    url: `http://127.0.0.1:${port}`,
    accounts: options.accounts ?? new Map(),
    calls: [],
    routeCalls: [],
    failWithSystemError: (count) => void (systemErrors = count),
    dropConnections: (count) => void (drops = count),
    refillQuota(userName, quota) {
      fake.accounts.get(userName)!.quota = quota;
    },
    serveFile(content, ttlMs) {
      fileCount += 1;
      const path = `/files/report-${fileCount}.csv`;
      files.set(path, { content, until: now() + ttlMs });
      return `${fake.url}${path}`;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return fake;
}
