/**
 * Real receivers of notifications for the tests, in the test process: an SMTP server whose mails are parsed
 * with mailparser, and HTTP servers that answer webhooks as a test says (docs/requirements.md#notification-channels).
 */
import { createServer as createHttpServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpReceiver {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  mails: ParsedMail[];
  /** The mails refused, as they came. */
  refused: ParsedMail[];
  /** The next `count` messages are refused with a temporary error (451) before one is taken. */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

/** An SMTP server that takes every mail (without TLS or login) and keeps it parsed. */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const mails: ParsedMail[] = [];
  const refused: ParsedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          if (refusals > 0) {
            refusals -= 1;
            refused.push(mail);
            const error = Object.assign(new Error('try again later'), { responseCode: 451 });
            return callback(error);
          }
          mails.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refused,
    refuseNext(count) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A TCP server that takes connections and never says a word: an SMTP server or webhook that hangs. */
export async function startSilentServer(): Promise<{
  port: number;
  connections(): number;
  close(): Promise<void>;
}> {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createTcpServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    // HTTP requests are read (so a webhook's body arrives) and never answered.
    socket.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface ReceivedCall {
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** `127.0.0.1:<port>`, for OUTBOUND_ALLOW_HOSTS. */
  host: string;
  calls: ReceivedCall[];
  close(): Promise<void>;
}

/** An HTTP server that keeps every call and answers it with `answer` (200 `{}` by default). */
export async function startWebhookReceiver(
  answer: (call: ReceivedCall, response: ServerResponse) => void = (_call, response) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}'),
): Promise<WebhookReceiver> {
  const calls: ReceivedCall[] = [];
  const server = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const call = {
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      calls.push(call);
      answer(call, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    calls,
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
