import type { FastifyReply } from 'fastify';

/** The JSON bytes of each cached answer, made on its first send and dropped with the cache entry. */
const encoded = new WeakMap<object, Buffer>();

/**
 * Sends `value` as JSON, serialising and encoding it only the first time this very object is sent. For answers
 * kept in a read cache (the same object for every request until the data changes): JSON.stringify and the UTF-8
 * encoding of a 7 KB FAQ answer were 15 % of the CPU of a cached read at full speed (bench:server, issue 15). The
 * object must not change once sent (cached answers never do).
 */
export function sendCachedJson(reply: FastifyReply, value: object): FastifyReply {
  let bytes = encoded.get(value);
  if (bytes === undefined) {
    bytes = Buffer.from(JSON.stringify(value));
    encoded.set(value, bytes);
  }
  return reply.type('application/json; charset=utf-8').send(bytes);
}
