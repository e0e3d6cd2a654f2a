import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from './security-server.ts';

export const OPENAPI_FILE = join(REPO_ROOT, 'openapi', 'portal.openapi.yaml');

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
export type HttpMethod = Uppercase<(typeof METHODS)[number]>;

export interface OpenApiOperation {
  readonly method: HttpMethod;
  /** Path template, e.g. `/api/adherent/courriers/{id}`. */
  readonly path: string;
  readonly operationId: string;
  /** Security alternatives: each a list of scheme names (`sessionCookie`, `xsrfHeader`…); empty = none declared. */
  readonly security: readonly (readonly string[])[];
  /** Media types of the request body, if any. */
  readonly requestTypes: readonly string[];
  /** Path and query parameters (after `$ref` resolution). */
  readonly parameters: readonly {
    readonly name: string;
    readonly in: string;
    readonly required: boolean;
    readonly example: string;
  }[];
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function resolve(document: Json, value: unknown): unknown {
  if (!isObject(value) || typeof value['$ref'] !== 'string') return value;
  const target = value['$ref']
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), document);
  return resolve(document, target);
}

/** A plausible value for a parameter: its example, its first enum value, or "test". */
function sampleValue(parameter: Json, document: Json): string {
  const schema = resolve(document, parameter['schema']);
  if (parameter['example'] !== undefined) return String(parameter['example']);
  if (isObject(schema)) {
    if (schema['example'] !== undefined) return String(schema['example']);
    const choices = schema['enum'];
    if (Array.isArray(choices) && choices.length > 0) return String(choices[0]);
    if (schema['type'] === 'integer' || schema['type'] === 'number') return '1';
    if (schema['type'] === 'boolean') return 'false';
  }
  return 'test';
}

/** Every operation of the OpenAPI file, read from the YAML itself. */
export function readOpenApiOperations(file: string = OPENAPI_FILE): OpenApiOperation[] {
  const document: unknown = parse(readFileSync(file, 'utf8'));
  if (!isObject(document) || !isObject(document['paths'])) throw new Error(`${file}: no paths`);
  const globalSecurity = Array.isArray(document['security']) ? document['security'] : [];
  const operations: OpenApiOperation[] = [];
  for (const [path, item] of Object.entries(document['paths'])) {
    if (!isObject(item)) continue;
    const shared = Array.isArray(item['parameters']) ? item['parameters'] : [];
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const own = Array.isArray(operation['parameters']) ? operation['parameters'] : [];
      const parameters = [...shared, ...own]
        .map((parameter) => resolve(document, parameter))
        .filter(isObject)
        .map((parameter) => ({
          name: String(parameter['name']),
          in: String(parameter['in']),
          required: parameter['required'] === true,
          example: sampleValue(parameter, document),
        }));
      const security = (Array.isArray(operation['security']) ? operation['security'] : globalSecurity)
        .filter(isObject)
        .map((alternative) => Object.keys(alternative));
      const body = resolve(document, operation['requestBody']);
      const content = isObject(body) && isObject(body['content']) ? Object.keys(body['content']) : [];
      operations.push({
        method: method.toUpperCase() as HttpMethod,
        path,
        operationId:
          typeof operation['operationId'] === 'string' ? operation['operationId'] : `${method} ${path}`,
        security,
        requestTypes: content,
        parameters,
      });
    }
  }
  return operations;
}

/** The concrete URL of an operation: path parameters and required query parameters filled with samples. */
export function sampleUrl(
  operation: OpenApiOperation,
  overrides: Readonly<Record<string, string>> = {},
): string {
  let url = operation.path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    const value = overrides[parameter.name] ?? parameter.example;
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(value));
    else if (parameter.in === 'query' && parameter.required) query.set(parameter.name, value);
  }
  const search = query.toString();
  return search === '' ? url : `${url}?${search}`;
}

/** Whether the operation can only be called with a session (every security alternative needs the cookie). */
export function needsSession(operation: OpenApiOperation): boolean {
  return (
    operation.security.length > 0 &&
    operation.security.every((alternative) => alternative.includes('sessionCookie'))
  );
}
