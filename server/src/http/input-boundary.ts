import { httpErrorCatalogue } from '@portail/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';

/** Deepest nesting of objects and arrays a request may carry (its body, its query). */
export const MAX_INPUT_DEPTH = 32;

/** U+0000, or a UTF-16 surrogate that is not half of a pair (no UTF-8 encodes it; PostgreSQL stores neither). */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what the boundary refuses
const INVALID_CHARACTER = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether `text` holds U+0000 or a lone surrogate. */
export function hasInvalidCharacters(text: string): boolean {
  return INVALID_CHARACTER.test(text);
}

/** 400 `HTTP.INVALID_CHARACTERS` (catalogue message) naming where the character was found. */
export function invalidCharactersError(field: string): HttpError {
  const { code, template: message } = httpErrorCatalogue.invalidCharacters;
  return new HttpError(400, { code, message, errors: [{ field, code, message }] });
}

function tooDeepError(field: string): HttpError {
  const message = httpErrorCatalogue.badRequest.template;
  return new HttpError(400, {
    code: 'VALIDATION',
    message,
    errors: [{ field, code: 'SCHEMA.MAX_DEPTH', message }],
  });
}

/**
 * The first problem in `value` (a parsed body, query or parameters), as the error to answer: a text (value or key)
 * with an invalid character, or nesting deeper than {@link MAX_INPUT_DEPTH}. The walk never goes deeper than that.
 */
export function inputProblem(value: unknown, field: string, depth = 0): HttpError | undefined {
  if (typeof value === 'string')
    return hasInvalidCharacters(value) ? invalidCharactersError(field) : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (depth >= MAX_INPUT_DEPTH) return tooDeepError(field);
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const problem = inputProblem(value[index], `${field}/${String(index)}`, depth + 1);
      if (problem) return problem;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (hasInvalidCharacters(key)) return invalidCharactersError(field);
    const problem = inputProblem(item, `${field}/${key}`, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

function requestProblem(request: FastifyRequest): HttpError | undefined {
  for (const [name, value] of Object.entries(request.headers)) {
    const values = Array.isArray(value) ? value : [value];
    if (values.some((item) => typeof item === 'string' && hasInvalidCharacters(item)))
      return invalidCharactersError(`header/${name}`);
  }
  return (
    inputProblem(request.params, 'path') ??
    inputProblem(request.query, 'query') ??
    inputProblem(request.body, 'body')
  );
}

/**
 * The input boundary of every route: once the body is parsed and before any validation or handler, a request whose
 * path or query parameters, headers, JSON or form body hold U+0000 or a lone surrogate is refused with 400
 * `HTTP.INVALID_CHARACTERS`, and one nested deeper than {@link MAX_INPUT_DEPTH} with 400 `VALIDATION`. (Multipart
 * fields are read by their route, which applies {@link hasInvalidCharacters} as they arrive.)
 */
export function registerInputBoundary(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    done(requestProblem(request));
  });
}
