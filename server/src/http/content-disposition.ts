/**
 * Builds a Content-Disposition header carrying both an ASCII `filename=` fallback and the exact UTF-8
 * name as `filename*=UTF-8''…` (RFC 6266 / RFC 8187), e.g. for "Relevé de prestations.pdf".
 */
export function contentDisposition(type: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
