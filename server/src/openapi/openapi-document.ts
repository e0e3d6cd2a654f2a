import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const OPENAPI_FILE = fileURLToPath(new URL('../../../openapi/portal.openapi.yaml', import.meta.url));

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

export interface OpenApiParameter {
  readonly name: string;
  readonly in: 'query' | 'path' | 'header' | 'cookie';
  readonly required: boolean;
  /** JSON pointer of the parameter's schema in the document. */
  readonly schemaPointer: string;
}

/** One operation of the document, with JSON pointers into it for its schemas. */
export interface OpenApiOperation {
  readonly method: string;
  /** OpenAPI path template, e.g. `/api/identity/client/mode-gestion/{id}`. */
  readonly path: string;
  readonly operationId: string;
  readonly parameters: readonly OpenApiParameter[];
  /** Request body schema pointer per media type. */
  readonly requestBodies: ReadonlyMap<string, string>;
  readonly requestBodyRequired: boolean;
  /** Response schema pointer per status code (`'200'`, `'default'`…) and media type; null = no content. */
  readonly responses: ReadonlyMap<string, ReadonlyMap<string, string | null>>;
  /** Every security alternative of the operation (its own, else the document's) needs `sessionCookie`. */
  readonly sessionRequired: boolean;
}

export interface OpenApiDocument {
  readonly raw: Record<string, unknown>;
  /** Key: `METHOD path-template`. */
  readonly operations: ReadonlyMap<string, OpenApiOperation>;
}

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

const escapePointer = (segment: string): string => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/** Follows a local `$ref` (components) once; returns the target object. */
function deref(raw: Record<string, unknown>, value: unknown): Record<string, unknown> {
  const ref = asRecord(value)['$ref'];
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return asRecord(value);
  let node: unknown = raw;
  for (const segment of ref.slice(2).split('/')) {
    node = asRecord(node)[segment.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return asRecord(node);
}

function mediaPointers(
  raw: Record<string, unknown>,
  holder: unknown,
  pointer: string,
): { pointers: Map<string, string | null>; refPointer: string } {
  const target = asRecord(holder);
  const ref = target['$ref'];
  const base = typeof ref === 'string' ? ref.slice(1) : pointer;
  const content = asRecord(deref(raw, holder)['content']);
  const pointers = new Map<string, string | null>();
  for (const media of Object.keys(content)) {
    const hasSchema = asRecord(content[media])['schema'] !== undefined;
    pointers.set(media, hasSchema ? `${base}/content/${escapePointer(media)}/schema` : null);
  }
  return { pointers, refPointer: base };
}

/** Whether every alternative of a security requirement list needs the session cookie (an empty list: none). */
function needsSession(security: unknown): boolean {
  return (
    Array.isArray(security) &&
    security.length > 0 &&
    security.every((alternative) => Object.hasOwn(asRecord(alternative), 'sessionCookie'))
  );
}

/** Parses the OpenAPI YAML and indexes its operations. */
export function loadOpenApiDocument(file: string = OPENAPI_FILE): OpenApiDocument {
  const raw = asRecord(parse(readFileSync(file, 'utf8')));
  const operations = new Map<string, OpenApiOperation>();
  for (const [path, item] of Object.entries(asRecord(raw['paths']))) {
    const pathItem = asRecord(item);
    const sharedList: unknown[] = Array.isArray(pathItem['parameters']) ? pathItem['parameters'] : [];
    const shared = sharedList.map((p, i) => [p, `/paths/${escapePointer(path)}/parameters/${i}`] as const);
    for (const method of METHODS) {
      if (!(method in pathItem)) continue;
      const operation = asRecord(pathItem[method]);
      const pointer = `/paths/${escapePointer(path)}/${method}`;
      const ownList: unknown[] = Array.isArray(operation['parameters']) ? operation['parameters'] : [];
      const own = ownList.map((p, i) => [p, `${pointer}/parameters/${i}`] as const);
      const parameters = [...shared, ...own].map(([p, at]): OpenApiParameter => {
        const parameter = deref(raw, p);
        const ref = asRecord(p)['$ref'];
        const location = String(parameter['in']);
        return {
          name: String(parameter['name']),
          in: location === 'path' || location === 'header' || location === 'cookie' ? location : 'query',
          required: parameter['required'] === true,
          schemaPointer: `${typeof ref === 'string' ? ref.slice(1) : at}/schema`,
        };
      });
      const body = operation['requestBody'];
      const requestBodies =
        body === undefined
          ? new Map<string, string>()
          : mediaPointers(raw, body, `${pointer}/requestBody`).pointers;
      const responses = new Map<string, ReadonlyMap<string, string | null>>();
      for (const [status, response] of Object.entries(asRecord(operation['responses']))) {
        responses.set(status, mediaPointers(raw, response, `${pointer}/responses/${status}`).pointers);
      }
      operations.set(`${method.toUpperCase()} ${path}`, {
        method: method.toUpperCase(),
        path,
        operationId: String(operation['operationId'] ?? `${method} ${path}`),
        parameters,
        requestBodies: new Map([...requestBodies].filter((e): e is [string, string] => e[1] !== null)),
        requestBodyRequired: deref(raw, body)['required'] === true,
        responses,
        sessionRequired: needsSession(operation['security'] ?? raw['security']),
      });
    }
  }
  return { raw, operations };
}

/** Fastify route URL (`/a/:id`) → OpenAPI path template (`/a/{id}`). */
export function toOpenApiPath(fastifyUrl: string): string {
  return fastifyUrl.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}
