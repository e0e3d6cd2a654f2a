/**
 * File sizes (spec §9): units Octets, ko, Mo, Go, To, Po with configurable decimals.
 *
 * Decisions (documented in README):
 * - base 1024 by default (1 ko = 1024 octets, 1 Mo = 1 048 576 octets), like the upload limits
 *   configured in bytes and shown in Mo; base 1000 is available through `base: 1000`.
 * - French decimal comma, no thousands separator, trailing zeros trimmed by default
 *   (`1,5 Mo`, `2 Mo`); `trimZeros: false` keeps them (`2,00 Mo`).
 * - rounding half up at the requested number of decimals; in automatic mode a value that rounds up to
 *   the base is promoted to the next unit (1 048 575 octets → `1 Mo`, never `1024 ko`).
 * - the unit names are always the spec's plural forms ('0 Octets', '1 Octets').
 * - negative or non-finite byte counts, and decimals outside 0..10, are programming errors (RangeError).
 */

export const FILE_SIZE_UNITS = ['Octets', 'ko', 'Mo', 'Go', 'To', 'Po'] as const;
export type FileSizeUnit = (typeof FILE_SIZE_UNITS)[number];
export type FileSizeBase = 1000 | 1024;

export interface FileSizeFormatOptions {
  /** Maximum number of decimals (default 2). */
  readonly decimals?: number;
  /** 1024 (default) or 1000. */
  readonly base?: FileSizeBase;
  /** Drop trailing zeros of the decimal part (default true). */
  readonly trimZeros?: boolean;
}

/** A size expressed in one unit, before it is turned into text. */
export interface ScaledFileSize {
  readonly value: number;
  readonly unit: FileSizeUnit;
}

const MEGA_INDEX = FILE_SIZE_UNITS.indexOf('Mo');

function checkBytes(bytes: number): void {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Invalid byte count: ${bytes}`);
}

function checkDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 10) {
    throw new RangeError(`Invalid number of decimals: ${decimals}`);
  }
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

function unitAt(index: number): FileSizeUnit {
  const unit = FILE_SIZE_UNITS[index];
  if (unit === undefined) throw new RangeError(`No file size unit at index ${index}`);
  return unit;
}

/** Writes a number with a French decimal comma and at most `decimals` decimals. */
export function formatFrenchDecimal(value: number, decimals: number, trimZeros = true): string {
  checkDecimals(decimals);
  let text = roundTo(value, decimals).toFixed(decimals);
  if (trimZeros && text.includes('.')) text = text.replace(/\.?0+$/, '');
  return text.replace('.', ',');
}

/** The size in the largest unit whose rounded value is at least 1 (Octets for less than the base). */
export function scaleFileSize(bytes: number, options: FileSizeFormatOptions = {}): ScaledFileSize {
  checkBytes(bytes);
  const decimals = options.decimals ?? 2;
  checkDecimals(decimals);
  const base = options.base ?? 1024;
  let index = 0;
  while (index < FILE_SIZE_UNITS.length - 1 && bytes >= base ** (index + 1)) index += 1;
  let value = roundTo(bytes / base ** index, index === 0 ? 0 : decimals);
  if (value >= base && index < FILE_SIZE_UNITS.length - 1) {
    index += 1;
    value = roundTo(bytes / base ** index, decimals);
  }
  return { value, unit: unitAt(index) };
}

/** Human-readable size in the best unit: `formatFileSize(1536)` → `'1,5 ko'`. */
export function formatFileSize(bytes: number, options: FileSizeFormatOptions = {}): string {
  const decimals = options.decimals ?? 2;
  const { value, unit } = scaleFileSize(bytes, options);
  return `${formatFrenchDecimal(value, unit === 'Octets' ? 0 : decimals, options.trimZeros ?? true)} ${unit}`;
}

/** The size in one given unit: `formatFileSizeIn(3_145_728, 'Mo')` → `'3 Mo'`. */
export function formatFileSizeIn(
  bytes: number,
  unit: FileSizeUnit,
  options: FileSizeFormatOptions = {},
): string {
  checkBytes(bytes);
  const base = options.base ?? 1024;
  const value = bytes / base ** FILE_SIZE_UNITS.indexOf(unit);
  return `${formatFrenchDecimal(value, options.decimals ?? 2, options.trimZeros ?? true)} ${unit}`;
}

/** Mega-bytes number only (no unit), for templates such as 'limité à N Mo.' */
export function formatMegabytes(bytes: number, decimals: number, base: FileSizeBase = 1024): string {
  checkBytes(bytes);
  return formatFrenchDecimal(bytes / base ** MEGA_INDEX, decimals);
}

/** Upload area maximum (file or queue) size: MB with one decimal, e.g. `'2,5 Mo'`, `'5 Mo'`. */
export function formatUploadLimitSize(bytes: number): string {
  return formatFileSizeIn(bytes, 'Mo', { decimals: 1 });
}

/** File size in upload lists: MB with up to 2 decimals, e.g. `'0,15 Mo'`. */
export function formatListedFileSize(bytes: number): string {
  return formatFileSizeIn(bytes, 'Mo', { decimals: 2 });
}
