import { apiBasePath } from '@adconsole/api-client/contract';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The types of the console's scripts and styles. */
const subresourceType = /^(?:text|application)\/javascript|^text\/css/;

/** What helmet sends that only a document reads. */
const documentOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * Security headers on every answer: pages, static files, API answers, errors and downloads, less those only a
 * document reads on scripts and styles (docs/hardening.md#security-headers). The console is built with no
 * inline script, so scripts come from the server only. Styles allow 'unsafe-inline' because the console's
 * dialogs insert `<style>` elements at run time; a style cannot run code. Pictures may be `data:` URLs: the
 * captcha is one. No page may frame the console.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  // A script or a style is never a document: the rules that only a document reads (its policy, framing, its
  // window's isolation, HSTS, which the page's own answer sets) are left off the console's scripts and styles,
  // some 500 bytes on each of the dozens a page loads (docs/hardening.md#security-headers). `nosniff`,
  // the resource policy and the referrer rule (which a style's own requests follow) stay.
  app.addHook('onSend', async (_request, reply) => {
    if (!subresourceType.test(String(reply.getHeader('content-type') ?? ''))) return;
    for (const header of documentOnlyHeaders) reply.removeHeader(header);
  });
  // No answer of the API is kept by a browser or a proxy (docs/hardening.md#security-headers): its JSON,
  // errors and downloads are one user's. A call that knows better says so itself: a picture's signed URL may
  // be kept privately until it ends.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(apiBasePath) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
