import type { LightMyRequestResponse } from 'fastify';
import { REPO_ROOT } from './security-server.ts';

/** What must never reach a caller: a stack frame, a source path, a database or runtime error text. */
const LEAK_PATTERNS: readonly (readonly [string, RegExp])[] = [
  ['stack frame', /\n\s*at [^\n]{1,200}:\d+:\d+/],
  [
    'source path',
    new RegExp(`${REPO_ROOT.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}|node_modules/|\\.ts:\\d+`),
  ],
  ['JavaScript error', /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|AssertionError)\b/],
  ['SQL statement', /\b(?:SELECT\b[\s\S]{0,200}\bFROM|INSERT INTO|DELETE FROM|UPDATE\s+\w+\s+SET)\b/],
  [
    'database error',
    /syntax error at or near|violates [a-z -]*constraint|invalid input syntax for|invalid byte sequence|unsupported Unicode escape|relation "[^"]+" does not exist|PGlite|pg_catalog|\bSQLSTATE\b/i,
  ],
];

const TEXTUAL = /json|text|html|xml|javascript/;

/** The leaks found in an answer (names of the patterns it matches); binary answers are not read. */
export function leaksIn(response: LightMyRequestResponse): string[] {
  const type = String(response.headers['content-type'] ?? '');
  if (type !== '' && !TEXTUAL.test(type)) return [];
  const body = response.body;
  return LEAK_PATTERNS.filter(([, pattern]) => pattern.test(body)).map(([name]) => name);
}
