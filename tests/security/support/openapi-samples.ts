import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { OPENAPI_FILE, type OpenApiOperation } from './openapi-operations.ts';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

let documentCache: Json | undefined;
function openApiDocument(): Json {
  if (documentCache === undefined) {
    const parsed: unknown = parse(readFileSync(OPENAPI_FILE, 'utf8'));
    if (!isObject(parsed)) throw new Error(`${OPENAPI_FILE}: not a document`);
    documentCache = parsed;
  }
  return documentCache;
}

function resolve(value: unknown): unknown {
  if (!isObject(value) || typeof value['$ref'] !== 'string') return value;
  const target = value['$ref']
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), openApiDocument());
  return resolve(target);
}

/** The schema of the operation's request body for `media`, `$ref`s resolved at the top. */
export function requestSchema(operation: OpenApiOperation, media: string): Json | undefined {
  const item = openApiDocument()['paths'];
  const pathItem = isObject(item) ? item[operation.path] : undefined;
  const op = isObject(pathItem) ? pathItem[operation.method.toLowerCase()] : undefined;
  const body = resolve(isObject(op) ? op['requestBody'] : undefined);
  const content = isObject(body) ? body['content'] : undefined;
  const schema = resolve(
    isObject(content) && isObject(content[media]) ? content[media]['schema'] : undefined,
  );
  return isObject(schema) ? schema : undefined;
}

/**
 * A plausible value for `schema`: its example, first enum value or const, else one built from its type (objects
 * with their required properties, arrays of one item). Good enough to reach a handler; not meant to be accepted.
 */
export function sampleOf(schemaValue: unknown, depth = 0): unknown {
  const schema = resolve(schemaValue);
  if (!isObject(schema) || depth > 8) return null;
  if (schema['example'] !== undefined) return schema['example'];
  if (Array.isArray(schema['examples']) && schema['examples'].length > 0) return schema['examples'][0];
  if (schema['const'] !== undefined) return schema['const'];
  if (Array.isArray(schema['enum']) && schema['enum'].length > 0) return schema['enum'][0];
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    const list = schema[key];
    if (Array.isArray(list) && list.length > 0) {
      if (key !== 'allOf') return sampleOf(list[0], depth + 1);
      return Object.assign({}, ...list.map((part) => sampleOf(part, depth + 1)).filter(isObject));
    }
  }
  const type = Array.isArray(schema['type']) ? schema['type'].find((t) => t !== 'null') : schema['type'];
  switch (type) {
    case 'object': {
      const properties = isObject(schema['properties']) ? schema['properties'] : {};
      const required = Array.isArray(schema['required']) ? schema['required'].map(String) : [];
      const names = new Set([...required, ...Object.keys(properties).slice(0, 8)]);
      return Object.fromEntries([...names].map((name) => [name, sampleOf(properties[name], depth + 1)]));
    }
    case 'array':
      return [sampleOf(schema['items'], depth + 1)];
    case 'integer':
    case 'number':
      return typeof schema['minimum'] === 'number' ? schema['minimum'] : 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema['format'] === 'date') return '2024-01-15';
      if (schema['format'] === 'date-time') return '2024-01-15T10:00:00Z';
      if (schema['format'] === 'email') return 'fuzz@example.fr';
      return 'test';
    default:
      return null;
  }
}

/** The sample JSON body of an operation (undefined when it takes no JSON body). */
export function sampleJsonBody(operation: OpenApiOperation): unknown {
  const media = operation.requestTypes.find((type) => type.includes('json'));
  if (media === undefined) return undefined;
  return sampleOf(requestSchema(operation, media));
}

/** Names of the top-level properties of the operation's JSON body schema (for per-field mutations). */
export function jsonBodyFields(operation: OpenApiOperation): string[] {
  const media = operation.requestTypes.find((type) => type.includes('json'));
  const schema = media === undefined ? undefined : requestSchema(operation, media);
  const properties = schema === undefined ? undefined : resolve(schema['properties']);
  return isObject(properties) ? Object.keys(properties) : [];
}
