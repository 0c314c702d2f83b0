import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The one content security policy of every response: the web app, the API docs (swagger-ui) and
 * the API itself. Everything is served from this origin; nothing is loaded from elsewhere.
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  // Vite bundles and swagger-ui's files are external scripts of this origin; no inline script, no eval.
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  // antd (CSS-in-JS), xterm, CodeMirror and swagger-ui write <style> elements and style attributes.
  'style-src': ["'self'", "'unsafe-inline'"],
  // antd's and swagger-ui's icons and the fonts of the bundles may be inlined as data: URLs.
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  // fetch, the fetch-based SSE client and WebSockets of this host ('self' covers ws: and wss:).
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** Security headers on every response, errors and the web app's index.html included. */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    // Without helmet's defaults: they add upgrade-insecure-requests, which breaks the app when it is
    // served over plain http on another host than localhost (e.g. http://10.0.0.5:8080).
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    xFrameOptions: { action: 'deny' },
    // The password reset link carries its token in the query: never hand the URL to anyone.
    referrerPolicy: { policy: 'no-referrer' },
    // The server does not terminate TLS; whether a whole domain is https-only is decided where it is.
    strictTransportSecurity: false,
  });
}
