import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers every answer carries (helmet's), worked out once at start. The Fastify plugin builds
 * helmet's middleware — parsing the content policy — on every request, which a profile of the barcode lookup
 * under load showed as a visible share of the request's own CPU; the headers never change, so they are
 * computed here and one hook sets them.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  // A response that is never sent: helmet sets its headers on it, and they are read back.
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(response.req, response, () => undefined);
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
  );
}

/** Sets the headers on every answer (errors and files included), before the route runs. */
export function addSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
