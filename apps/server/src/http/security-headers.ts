import { apiBasePath } from '@adconsole/api-client/contract';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer: pages, static files, API answers, errors and downloads
 * (docs/hardening.md#security-headers). The console is built with no inline script, so scripts come from
 * the server only. Styles allow 'unsafe-inline' because the console's dialogs insert `<style>` elements at
 * run time; a style cannot run code. Pictures may be
 * `data:` URLs: the captcha is one. No page may frame the console.
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
  // No answer of the API is kept by a browser or a proxy (docs/hardening.md#security-headers): its JSON,
  // errors and downloads are one user's. A call that knows better says so itself: a picture's signed URL may
  // be kept privately until it ends.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(apiBasePath) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
