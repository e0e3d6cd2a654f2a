/**
 * File name of a Content-Disposition header (RFC 6266): the RFC 5987 extended form
 * `filename*=UTF-8''rel%C3%A9v%C3%A9.pdf` wins over `filename="…"` / `filename=…`. Path separators are
 * removed so the name cannot point elsewhere. Returns undefined when the header names no file.
 */
export function contentDispositionFilename(header: string | null | undefined): string | undefined {
  if (header === null || header === undefined) return undefined;
  const params = parseParameters(header);
  const extended = params.get('filename*');
  const decoded = extended === undefined ? undefined : decodeExtendedValue(extended);
  const name = decoded ?? params.get('filename');
  if (name === undefined) return undefined;
  const safe = name
    .replace(/[/\\]/g, '_')

    .split('')
    .filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  return safe === '' || safe === '.' || safe === '..' ? undefined : safe;
}

/** Parameters of the header, names lower-cased, quoted strings unquoted (\" and \\ unescaped). */
function parseParameters(header: string): Map<string, string> {
  const params = new Map<string, string>();
  const pattern = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const match of header.matchAll(pattern)) {
    const name = (match[1] ?? '').toLowerCase();
    const raw = (match[2] ?? '').trim();
    const value = raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw;
    if (!params.has(name)) params.set(name, value);
  }
  return params;
}

/** RFC 5987 ext-value `charset'language'percent-encoded`; UTF-8 and ISO-8859-1 are understood. */
function decodeExtendedValue(value: string): string | undefined {
  const match = /^([^']*)'[^']*'(.*)$/.exec(value);
  if (match === null) return undefined;
  const charset = (match[1] ?? '').toLowerCase();
  const encoded = match[2] ?? '';
  if (charset === 'utf-8') {
    try {
      return decodeURIComponent(encoded);
    } catch (error) {
      if (error instanceof URIError) return undefined;
      throw error;
    }
  }
  if (charset === 'iso-8859-1') {
    return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return undefined;
}
