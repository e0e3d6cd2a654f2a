import fc from 'fast-check';
import { type OpenApiOperation, sampleUrl } from './openapi-operations.ts';
import { jsonBodyFields, sampleJsonBody } from './openapi-samples.ts';

/** One malformed request of the fuzz suite, ready for `app.inject`. */
export interface FuzzRequest {
  /** What is malformed, e.g. `path id: NUL`, `body: invalid JSON`. */
  readonly kind: string;
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly payload?: string | Buffer;
}

/** Seed of every random draw: the same requests on every run (a failure is reproducible). */
export const FUZZ_SEED = 20_261_126;

/** Percent-encodes every UTF-16 code unit, a lone surrogate as the 3 bytes WTF-8 gives it (invalid UTF-8). */
export function percentEncode(text: string): string {
  let out = '';
  for (const unit of text.split('')) {
    const code = unit.charCodeAt(0);
    if (code >= 0xd800 && code <= 0xdfff)
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    else
      out += encodeURIComponent(unit).replace(
        /[!'()*]/g,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
      );
  }
  return out;
}

const PLACEHOLDER = 'FUZZ-PLACEHOLDER';

/** Hostile values for a path or query parameter, already percent-encoded as they travel. */
const HOSTILE_PARAMETERS: readonly (readonly [string, string])[] = [
  ['NUL', '%00'],
  ['NUL inside', 'a%00b'],
  ['lone surrogate (WTF-8)', '%ED%A0%80'],
  ['invalid UTF-8', '%FF%FE'],
  ['broken escape', '%E0%A4%A'],
  ['bare percent', '%'],
  ['traversal', '..%2F..%2F..%2Fetc%2Fpasswd'],
  ['SQL', "1'%20OR%20'1'%3D'1"],
  ['__proto__', '__proto__'],
  ['huge number', '1e999'],
  ['negative', '-1'],
  ['8 KB', 'x'.repeat(8_000)],
];

const ODD_QUERIES: readonly string[] = [
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  'a[b][c][d][e][f]=1',
  '%00=1',
  '=&&=&',
  'userType=a&userType=b&userType=c',
  `q=${'%41'.repeat(3_000)}`,
  '%ZZ=%ZZ',
];

/** A random text of any UTF-16 code units (NUL, controls and lone surrogates included). */
const anyText = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  maxLength: 24,
});

const FORM_BODIES: readonly (readonly [string, string])[] = [
  ['NUL in a field', 'userName=a%00b%40x.fr&password=x'],
  ['lone surrogate (WTF-8) in a field', 'userName=%ED%A0%80&password=x'],
  ['broken escape', 'userName=%E0%A4%A&password=%'],
  ['__proto__ field', '__proto__=1&constructor=2&userName=x'],
  ['repeated field', 'userName=a&userName=b&userName=c'],
  ['20 KB (over the form limit)', `userName=${'x'.repeat(20_000)}`],
  ['no field at all', ''],
];

/** Malformed multipart sendings: [kind, content type, body]. */
function multipartBodies(): [string, string, Buffer][] {
  const boundary = 'fuzzboundary';
  const type = `multipart/form-data; boundary=${boundary}`;
  const part = (headers: string, content: string): string =>
    `--${boundary}\r\n${headers}\r\n\r\n${content}\r\n`;
  const file = part(
    'Content-Disposition: form-data; name="file"; filename="rib.pdf"\r\nContent-Type: application/pdf',
    '%PDF-1.4\n%%EOF\n',
  );
  const end = `--${boundary}--\r\n`;
  return [
    ['wrong boundary', 'multipart/form-data; boundary=autre', Buffer.from(file + end)],
    ['cut off', type, Buffer.from((file + end).slice(0, 60))],
    ['garbage', type, Buffer.from('\u0000\u0001garbage\r\n--fuzz', 'latin1')],
    ['empty', type, Buffer.alloc(0)],
    ['no final boundary', type, Buffer.from(file)],
    [
      'NUL in a field',
      type,
      Buffer.from(part('Content-Disposition: form-data; name="indexGed"', 'a\u0000b') + file + end),
    ],
    [
      '__proto__ field',
      type,
      Buffer.from(part('Content-Disposition: form-data; name="__proto__"', 'x') + file + end),
    ],
    ['traversal file name', type, Buffer.from(file.replace('rib.pdf', '../../etc/passwd.pdf') + end)],
    ['malformed part header', type, Buffer.from(part('Content-Disposition', 'x') + end)],
    [
      '30 parts',
      type,
      Buffer.from(part('Content-Disposition: form-data; name="x"', 'y').repeat(30) + file + end),
    ],
  ];
}

function nestedArray(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

function withQuery(url: string, query: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** The malformed JSON bodies of an operation taking JSON: each a raw text sent as application/json. */
function jsonBodies(operation: OpenApiOperation): [string, string][] {
  const sample = sampleJsonBody(operation);
  const base: Record<string, unknown> =
    typeof sample === 'object' && sample !== null && !Array.isArray(sample)
      ? (sample as Record<string, unknown>)
      : {};
  const bodies: [string, string][] = [
    ['invalid JSON', '{"a":'],
    ['invalid JSON (single quotes)', "{'a':1}"],
    ['empty body', ''],
    ['JSON null', 'null'],
    ['JSON array', '[]'],
    ['JSON string', '"texte"'],
    ['JSON number', '42'],
    ['missing fields', '{}'],
    ['unknown field', JSON.stringify({ ...base, champInconnu: 'x' })],
    ['__proto__', `{"__proto__":{"polluted":true},${JSON.stringify(base).slice(1)}`],
    ['constructor.prototype', JSON.stringify({ ...base, constructor: { prototype: { polluted: true } } })],
    ['lone surrogate', JSON.stringify({ ...base, texte: 'PLACEHOLDER' }).replace('PLACEHOLDER', 'a\\ud83db')],
    ['escaped NUL', JSON.stringify({ ...base, texte: 'a\u0000b' })],
    ['1 MB string', JSON.stringify({ ...base, texte: 'x'.repeat(1_000_000) })],
    ['1.1 MB string (over the limit)', JSON.stringify({ ...base, texte: 'x'.repeat(1_100_000) })],
    ['nested 40 levels', JSON.stringify({ ...base, data: JSON.parse(nestedArray(40)) })],
    ['nested 10,000 levels', `{"data":${nestedArray(10_000)}}`],
    ['array of 20,000 items', JSON.stringify({ ...base, data: new Array(20_000).fill(0) })],
  ];
  for (const field of jsonBodyFields(operation).slice(0, 6)) {
    for (const [type, value] of [
      ['number', 123_456_789_012],
      ['string', 'texte'],
      ['array', ['a', 1]],
      ['object', { a: { b: 1 } }],
      ['null', null],
      ['NUL', 'a\u0000b'],
    ] as const)
      bodies.push([`${field}: ${type}`, JSON.stringify({ ...base, [field]: value })]);
  }
  const seed = FUZZ_SEED + operation.path.length + operation.method.length;
  fc.sample(fc.jsonValue({ maxDepth: 4 }), { seed, numRuns: 6 }).forEach((value, index) =>
    bodies.push([`random JSON #${String(index)}`, JSON.stringify(value) ?? 'null']),
  );
  const fields = jsonBodyFields(operation);
  fc.sample(anyText, { seed, numRuns: 4 }).forEach((text, index) => {
    const field = fields[index % Math.max(1, fields.length)] ?? 'texte';
    bodies.push([`random text in ${field} #${String(index)}`, JSON.stringify({ ...base, [field]: text })]);
  });
  return bodies;
}

/**
 * The malformed requests for one operation, sent with `credentials` (session cookie and a valid anti-forgery
 * header, so that they reach the validation and the handler): hostile path and query parameters, odd query strings
 * and path spellings, hostile headers, malformed JSON bodies, wrong content types, random values (fast-check,
 * seeded). Every operation of the OpenAPI file gets them, present and future.
 */
export function fuzzRequests(
  operation: OpenApiOperation,
  credentials: Readonly<Record<string, string>>,
): FuzzRequest[] {
  const method = operation.method === 'HEAD' || operation.method === 'OPTIONS' ? 'GET' : operation.method;
  const url = sampleUrl(operation);
  const takesJson = operation.requestTypes.some((type) => type.includes('json'));
  const takesBody = operation.requestTypes.length > 0;
  const sample = takesJson ? JSON.stringify(sampleJsonBody(operation) ?? {}) : undefined;
  const json = { ...credentials, 'content-type': 'application/json' };
  const requests: FuzzRequest[] = [];
  const add = (
    kind: string,
    target: string,
    headers: Record<string, string>,
    payload?: string | Buffer,
  ): void => {
    requests.push({ kind, method, url: target, headers, ...(payload === undefined ? {} : { payload }) });
  };
  const plain = (kind: string, target: string): void => {
    add(kind, target, takesJson ? json : credentials, takesJson ? sample : undefined);
  };

  for (const parameter of operation.parameters.filter((p) => p.in === 'path' || p.in === 'query')) {
    const values = [...HOSTILE_PARAMETERS];
    fc.sample(anyText, { seed: FUZZ_SEED + parameter.name.length, numRuns: 3 }).forEach((text, index) =>
      values.push([`random #${String(index)}`, percentEncode(text)]),
    );
    const template = sampleUrl(operation, { [parameter.name]: PLACEHOLDER });
    for (const [name, value] of values) {
      const target = template.includes(PLACEHOLDER)
        ? template.replace(PLACEHOLDER, value)
        : withQuery(url, `${parameter.name}=${value}`);
      plain(`${parameter.in} ${parameter.name}: ${name}`, target);
    }
  }
  for (const query of ODD_QUERIES) {
    plain(`query string: ${query.slice(0, 40)}`, withQuery(url, query));
  }
  const spellings: [string, string][] = [
    ['trailing slash', url.replace(/(\?|$)/, '/$1')],
    ['doubled slash', url.replace(/^\/([^/]+)\//, '/$1//')],
    ['dot segment', url.replace(/^\/([^/]+)\//, '/$1/./')],
    [
      'percent-encoded letter',
      url.replace(/^\/([a-z])/, (_m, letter: string) => `/%${letter.charCodeAt(0).toString(16)}`),
    ],
    ['upper case', url.toUpperCase()],
    ['matrix parameter', url.replace(/(\?|$)/, ';x=1$1')],
  ];
  for (const [name, target] of spellings) {
    plain(`path spelling: ${name}`, target);
  }
  for (const [name, value] of [
    ['SQL', "1000001-01' OR '1'='1"],
    ['4 KB', 'x'.repeat(4_000)],
    ['latin-1', 'caf\u00e9'],
    ['another member', '1000020-01'],
  ] as const)
    add(
      `header X-Contrat-Courant: ${name}`,
      url,
      { ...(takesJson ? json : credentials), 'x-contrat-courant': value },
      sample,
    );
  add(
    'header X-Security-Code: 4 KB',
    url,
    { ...(takesJson ? json : credentials), 'x-security-code': '9'.repeat(4_000) },
    sample,
  );
  add(
    'header X-Timezone-Offset: not a number',
    url,
    { ...(takesJson ? json : credentials), 'x-timezone-offset': 'NaN' },
    sample,
  );

  if (takesJson) for (const [kind, body] of jsonBodies(operation)) add(`body: ${kind}`, url, json, body);
  if (operation.requestTypes.includes('application/x-www-form-urlencoded'))
    for (const [kind, body] of FORM_BODIES)
      add(
        `form: ${kind}`,
        url,
        { ...credentials, 'content-type': 'application/x-www-form-urlencoded' },
        body,
      );
  if (operation.requestTypes.includes('multipart/form-data'))
    for (const [kind, contentType, body] of multipartBodies())
      add(`multipart: ${kind}`, url, { ...credentials, 'content-type': contentType }, body);
  if (takesBody || method !== 'GET') {
    for (const [name, type] of [
      ['text/plain', 'text/plain'],
      ['XML', 'application/xml'],
      ['form with JSON inside', 'application/x-www-form-urlencoded'],
      ['multipart without boundary', 'multipart/form-data'],
      ['JSON in UTF-16', 'application/json; charset=utf-16'],
      ['unknown type', 'application/x-portail-fuzz'],
    ] as const)
      add(`content type: ${name}`, url, { ...credentials, 'content-type': type }, sample ?? 'a=1&b=%00');
  } else {
    add('a GET with a JSON body', url, json, '{"a":');
  }
  return requests;
}
