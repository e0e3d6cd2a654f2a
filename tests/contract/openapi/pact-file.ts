import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The HTTP part of a Pact V4 file that the OpenAPI check reads. */
export interface PactBody {
  readonly content: unknown;
  readonly contentType?: string;
  /** false for JSON/text content, 'base64' for binary (multipart). */
  readonly encoded?: false | string;
}

export interface PactRequest {
  readonly method: string;
  readonly path: string;
  readonly query?: Readonly<Record<string, readonly string[]>>;
  readonly headers?: Readonly<Record<string, readonly string[]>>;
  readonly body?: PactBody;
}

export interface PactResponse {
  readonly status: number;
  readonly headers?: Readonly<Record<string, readonly string[]>>;
  readonly body?: PactBody;
}

export interface PactInteraction {
  readonly type?: string;
  readonly description: string;
  readonly providerStates?: readonly { readonly name: string }[];
  readonly request: PactRequest;
  readonly response: PactResponse;
}

export interface PactFile {
  readonly consumer: { readonly name: string };
  readonly provider: { readonly name: string };
  readonly interactions: readonly PactInteraction[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Shape check of a parsed pact (a malformed file is a bug of the pact writer: it throws). */
export function asPactFile(value: unknown, source: string): PactFile {
  const ok =
    isRecord(value) &&
    isRecord(value['consumer']) &&
    isRecord(value['provider']) &&
    Array.isArray(value['interactions']) &&
    value['interactions'].every(
      (i: unknown) =>
        isRecord(i) &&
        typeof i['description'] === 'string' &&
        isRecord(i['request']) &&
        typeof i['request']['method'] === 'string' &&
        typeof i['request']['path'] === 'string' &&
        isRecord(i['response']) &&
        typeof i['response']['status'] === 'number',
    );
  if (!ok) throw new Error(`${source} is not a Pact file with HTTP interactions`);
  return value as unknown as PactFile;
}

/** Every pact file of a directory, by file name. */
export function readPactFiles(dir: string): ReadonlyMap<string, PactFile> {
  const files = new Map<string, PactFile>();
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const path = join(dir, name);
    files.set(name, asPactFile(JSON.parse(readFileSync(path, 'utf8')) as unknown, path));
  }
  return files;
}

/** A header's first value, case-insensitively. */
export function headerOf(
  headers: Readonly<Record<string, readonly string[]>> | undefined,
  name: string,
): string | undefined {
  const key = Object.keys(headers ?? {}).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : headers?.[key]?.[0];
}

/** The raw bytes/text of a body ('base64' bodies decoded). */
export function bodyBytes(body: PactBody): Buffer {
  if (body.encoded === 'base64' && typeof body.content === 'string')
    return Buffer.from(body.content, 'base64');
  return Buffer.from(typeof body.content === 'string' ? body.content : JSON.stringify(body.content));
}
