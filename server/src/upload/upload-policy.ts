import { readFileSync } from 'node:fs';

/** Limits and allow-list of the upload endpoint. Sizes are in bytes. */
export interface UploadPolicy {
  readonly maxFileSize: number;
  readonly maxFiles: number;
  readonly maxTotalSize: number;
  /** Lower-case extension (no dot) → MIME types its sniffed content may have. */
  readonly allowedTypes: ReadonlyMap<string, readonly string[]>;
}

const MB = 1024 * 1024;
const DEFAULT_CONFIG = new URL('../../config/upload.json', import.meta.url);

function positiveNumber(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new Error(`Upload configuration: ${what} must be a positive number`);
  }
  return value;
}

function fromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  return positiveNumber(Number(raw), name);
}

function allowedTypesOf(value: unknown): Map<string, readonly string[]> {
  if (typeof value !== 'object' || value === null) {
    throw new Error('Upload configuration: allowedTypes must be an object');
  }
  const types = new Map<string, readonly string[]>();
  for (const [extension, mimes] of Object.entries(value)) {
    if (!Array.isArray(mimes) || mimes.length === 0 || !mimes.every((mime) => typeof mime === 'string')) {
      throw new Error(
        `Upload configuration: allowedTypes.${extension} must be a non-empty list of MIME types`,
      );
    }
    types.set(extension.toLowerCase(), mimes);
  }
  return types;
}

/**
 * Reads `server/config/upload.json` (or the given file); the environment may override the limits:
 * PORTAIL_UPLOAD_MAX_FILE_MB, PORTAIL_UPLOAD_MAX_FILES, PORTAIL_UPLOAD_MAX_TOTAL_MB.
 */
export function loadUploadPolicy(
  env: NodeJS.ProcessEnv = process.env,
  file: URL | string = DEFAULT_CONFIG,
): UploadPolicy {
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof raw !== 'object' || raw === null) throw new Error('Upload configuration must be an object');
  const config = raw as Record<string, unknown>;
  const maxFileMb = fromEnv(
    env,
    'PORTAIL_UPLOAD_MAX_FILE_MB',
    positiveNumber(config['maxFileSizeMb'], 'maxFileSizeMb'),
  );
  const maxTotalMb = fromEnv(
    env,
    'PORTAIL_UPLOAD_MAX_TOTAL_MB',
    positiveNumber(config['maxTotalSizeMb'], 'maxTotalSizeMb'),
  );
  return {
    maxFileSize: Math.round(maxFileMb * MB),
    maxFiles: Math.floor(
      fromEnv(env, 'PORTAIL_UPLOAD_MAX_FILES', positiveNumber(config['maxFiles'], 'maxFiles')),
    ),
    maxTotalSize: Math.round(Math.max(maxTotalMb, maxFileMb) * MB),
    allowedTypes: allowedTypesOf(config['allowedTypes']),
  };
}
