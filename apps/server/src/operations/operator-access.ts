/**
 * Who may use what the server offers its operator rather than its users (the metrics, a backup): a caller on
 * this machine, or one bearing the operator's token (docs/operations.md#metrics).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8 and ::1, as the socket gives them (IPv4 ones mapped into IPv6 on a dual-stack listener). */
const loopbackAddress = /^(::ffff:)?127\.\d+\.\d+\.\d+$|^::1$/;

/**
 * Headers a proxy adds for the client it forwards: a request carrying one comes from elsewhere, though its
 * connection (from a proxy on the same machine) is on loopback.
 */
const forwardingHeaders = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request's `Authorization: Bearer …` is `token`, compared in constant time. */
export function bearsToken(request: FastifyRequest, token: string) {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  // Digests of equal length, so neither the comparison nor its length check tells how much matched.
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * Whether a request may read the metrics (docs/operations.md#metrics). With `METRICS_TOKEN` set, only one
 * bearing it, wherever it comes from: a proxy on this machine that adds no forwarding header would make every
 * request look local. Without it, only a request from this machine that no proxy forwarded.
 */
export function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  return token ? bearsToken(request, token) : fromThisMachine(request);
}

/**
 * Whether a request comes from this machine itself: its connection is on loopback and no proxy forwarded it.
 * The connection's own address is read, never `request.ip`, which a trusted proxy's headers set.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  return (
    loopbackAddress.test(request.socket.remoteAddress ?? '') &&
    !forwardingHeaders.some((name) => request.headers[name] !== undefined)
  );
}
