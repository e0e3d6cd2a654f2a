import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * The request id: the balancer's `X-Request-Id` when it looks like one (no log injection), else a UUID.
 * Given to Fastify as `genReqId`; the response echoes it.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * One JSON line per request once answered: id, method, route (the pattern, never the path: it may
 * carry ids; null when no route matched), status, duration. Headers, bodies and query strings are never logged (they carry codes and tokens).
 * These four fields can hold no secret, so the line is written by a child logger without the redaction paths
 * (platform/pino-logger.ts), made once: redacting them cost 13 % of the CPU of a cached read at full speed
 * (bench:server with the production logger, issue 15) to remove nothing. Every other line stays redacted.
 */
export function registerRequestLog(app: FastifyInstance): void {
  const lines = app.log.child({}, { redact: [] });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    lines.info(
      {
        reqId: request.id,
        method: request.method,
        route: request.routeOptions.url ?? null,
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}
