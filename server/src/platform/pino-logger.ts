import { pino, type Logger } from 'pino';

/**
 * Paths removed from every log line (pino `redact`): credentials, one-time codes, cookies and personal data
 * (IBAN, NIR, e-mail) whatever object carries them. Request lines only ever log the path (never the query
 * string) and no header but the request id (http/request-log.ts); these paths guard everything else.
 */
export const REDACTED_PATHS: readonly string[] = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'req.headers["x-security-code"]',
  'res.headers["set-cookie"]',
  ...[
    'password',
    'confirmPassword',
    'newPassword',
    'oldPassword',
    'currentPassword',
    'token',
    'code',
    'securityCode',
    'cookie',
    'iban',
    'bic',
    'nir',
    'email',
    'mail',
    'recipient',
    'userName',
    'user_name',
    'detail',
    'parameters',
  ].flatMap((key) => [key, `*.${key}`]),
];

/** The process logger: JSON lines on stdout (Fastify's own, pino), redacted. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: [...REDACTED_PATHS], censor: '[redacted]' },
    base: { pid: process.pid },
  };
  return destination ? pino(options, destination) : pino(options);
}
