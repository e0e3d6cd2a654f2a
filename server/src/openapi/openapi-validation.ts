import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FieldError } from '../http/error-body.ts';
import { HttpError } from '../http/http-error.ts';
import type { OpenApiDocument, OpenApiOperation } from './openapi-document.ts';
import { toOpenApiPath } from './openapi-document.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Domain validation of the body (the `@portail/domain` rules), run when the OpenAPI schema rejects
     * the body so that the answer carries the same code and French message as the front would show.
     * Throws an HttpError (400) when it finds issues; returns normally otherwise.
     */
    domainValidation?: (body: unknown) => void;
  }
}

const VALIDATION_MESSAGE = 'Les informations fournies sont erronées';
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

interface CompiledOperation {
  readonly operation: OpenApiOperation;
  readonly query: ValidateFunction | undefined;
  readonly params: ValidateFunction | undefined;
  readonly bodies: ReadonlyMap<string, ValidateFunction>;
}

function newAjv(coerce: boolean, document: OpenApiDocument): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true, ...(coerce ? { coerceTypes: 'array' } : {}) });
  addFormats(ajv);
  ajv.addSchema(document.raw, 'openapi');
  return ajv;
}

const refTo = (pointer: string): { $ref: string } => ({ $ref: `openapi#${pointer}` });

function fieldErrors(location: string, errors: ErrorObject[] | null | undefined): FieldError[] {
  return (errors ?? []).map((error) => {
    const missing = error.keyword === 'required' ? `/${String(error.params['missingProperty'])}` : '';
    return {
      field: `${location}${error.instancePath}${missing}`,
      code: `SCHEMA.${error.keyword.toUpperCase()}`,
      message: VALIDATION_MESSAGE,
    };
  });
}

/** The documented media type (exact, `type/*` or `*\/*`) that covers `media`, if any. */
export function matchMediaType(documented: Iterable<string>, media: string): string | undefined {
  const list = [...documented];
  const type = media.split('/')[0] ?? '';
  return (
    list.find((d) => d === media) ?? list.find((d) => d === `${type}/*`) ?? list.find((d) => d === '*/*')
  );
}

function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Validates every `/api/` request (path, query, body) against `openapi/portal.openapi.yaml` and, when
 * `validateResponses` is on (tests), every JSON response against the documented status and schema.
 * A route under `/api/` that the document does not describe makes the app fail to start.
 */
export function registerOpenApiValidation(
  app: FastifyInstance,
  options: { readonly document: OpenApiDocument; readonly validateResponses: boolean },
): void {
  const { document } = options;
  const strict = newAjv(false, document);
  const coercing = newAjv(true, document);
  const byRoute = new Map<string, OpenApiOperation>();
  const compiled = new Map<string, CompiledOperation>();

  function parametersValidator(
    operation: OpenApiOperation,
    location: 'query' | 'path',
  ): ValidateFunction | undefined {
    const list = operation.parameters.filter((p) => p.in === location);
    if (list.length === 0) return undefined;
    return coercing.compile({
      type: 'object',
      properties: Object.fromEntries(list.map((p) => [p.name, refTo(p.schemaPointer)])),
      required: list.filter((p) => p.required).map((p) => p.name),
    });
  }

  function compile(key: string): CompiledOperation | undefined {
    const known = compiled.get(key);
    if (known) return known;
    const operation = byRoute.get(key);
    if (!operation) return undefined;
    const result: CompiledOperation = {
      operation,
      query: parametersValidator(operation, 'query'),
      params: parametersValidator(operation, 'path'),
      bodies: new Map(
        [...operation.requestBodies].map(([media, pointer]) => [media, strict.compile(refTo(pointer))]),
      ),
    };
    compiled.set(key, result);
    return result;
  }

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const operation = document.operations.get(`${method} ${toOpenApiPath(route.url)}`);
      if (!operation)
        throw new Error(`Route ${method} ${route.url} is missing from openapi/portal.openapi.yaml`);
      byRoute.set(`${method} ${route.url}`, operation);
    }
  });

  /** Throws the 400/415 HttpError of a request the document does not allow. */
  function checkRequest(request: FastifyRequest): void {
    const entry = compile(`${request.method} ${request.routeOptions.url ?? ''}`);
    if (!entry) return;
    const errors: FieldError[] = [];
    if (entry.params && !entry.params(request.params))
      errors.push(...fieldErrors('path', entry.params.errors));
    if (entry.query && !entry.query(request.query)) errors.push(...fieldErrors('query', entry.query.errors));
    const media = mediaType(request);
    if (entry.operation.requestBodies.size > 0 && media !== 'multipart/form-data') {
      const documented = matchMediaType(entry.bodies.keys(), media);
      const validator = documented === undefined ? undefined : entry.bodies.get(documented);
      if (request.body === undefined || request.body === null) {
        if (entry.operation.requestBodyRequired)
          errors.push({ field: 'body', code: 'SCHEMA.REQUIRED', message: VALIDATION_MESSAGE });
      } else if (!validator) {
        throw new HttpError(415, {
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: "Le format de la requête n'est pas accepté.",
        });
      } else if (!validator(request.body)) {
        errors.push(...fieldErrors('body', validator.errors));
      }
    }
    if (errors.length === 0) return;
    request.routeOptions.config.domainValidation?.(request.body ?? {});
    throw new HttpError(400, { code: 'VALIDATION', message: VALIDATION_MESSAGE, errors });
  }

  // Callback style: no promise per request on a hook every request runs.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      checkRequest(request);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });

  if (!options.validateResponses) return;
  const responseValidators = new Map<string, ValidateFunction>();
  app.addHook('onSend', async (request, reply, payload) => {
    const entry = compile(`${request.method} ${request.routeOptions.url ?? ''}`);
    if (!entry) return payload;
    const status = String(reply.statusCode);
    const declared = entry.operation.responses.get(status) ?? entry.operation.responses.get('default');
    const problem = (detail: string): string => {
      reply.code(500).type('application/json; charset=utf-8');
      request.log.error({ detail }, 'response does not match the OpenAPI document');
      return JSON.stringify({
        code: 'OPENAPI_RESPONSE_MISMATCH',
        message: `${entry.operation.operationId} ${status}: ${detail}`,
      });
    };
    if (!declared) return status === '500' ? payload : problem('status not documented');
    const media =
      String(reply.getHeader('content-type') ?? '')
        .split(';')[0]
        ?.trim() ?? '';
    if (declared.size === 0) return payload;
    const documented = matchMediaType(declared.keys(), media);
    if (documented === undefined) return problem(`content type ${media || '(none)'} not documented`);
    const pointer = declared.get(documented);
    // Answers sent as JSON bytes (cached answers, http/cached-json.ts) are checked like strings.
    const text = Buffer.isBuffer(payload) ? payload.toString('utf8') : payload;
    if (!pointer || !media.includes('json') || typeof text !== 'string') return payload;
    const key = pointer;
    let validate = responseValidators.get(key);
    if (!validate) {
      validate = strict.compile(refTo(pointer));
      responseValidators.set(key, validate);
    }
    const body: unknown = JSON.parse(text);
    if (validate(body)) return payload;
    return problem(JSON.stringify(validate.errors));
  });
}
