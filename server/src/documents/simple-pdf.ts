/**
 * Writes a small, valid single-page PDF 1.4 with Helvetica text (WinAnsi encoding, so French accents
 * print). Used for the example letters' print and export endpoints; no external PDF library needed.
 */
const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;

/** Characters outside Latin-1 that WinAnsiEncoding still has (typographic punctuation, euro, ligatures). */
const WIN_ANSI: Readonly<Record<string, string>> = {
  '€': '\u0080',
  '…': '\u0085',
  '‘': '\u0091',
  '’': '\u0092',
  '“': '\u0093',
  '”': '\u0094',
  '–': '\u0096',
  '—': '\u0097',
  Œ: '\u008c',
  œ: '\u009c',
  '\u202f': ' ',
};

/** Text as WinAnsi bytes (one char per byte, written with the latin1 encoding), PDF-escaped. */
function escapePdfText(text: string): string {
  return [...text.normalize('NFC')]
    .map((char) => WIN_ANSI[char] ?? char)
    .join('')
    .replace(/[\\()]/g, (char) => `\\${char}`)
    .replace(/[^\x20-\x7e\u0080-\u00ff]/g, '?');
}

/**
 * A PDF text string in UTF-16BE with its byte-order mark (ISO 32000-1 §7.9.2.2), for the document information:
 * readers decode a literal string there as PDFDocEncoding, where the WinAnsi « — » reads « Š » (issue 22 #15).
 */
function utf16TextString(text: string): string {
  const utf16 = Buffer.from(text.normalize('NFC'), 'utf16le').swap16();
  return `<FEFF${utf16.toString('hex').toUpperCase()}>`;
}

function textOperators(title: string, lines: readonly string[]): string {
  const parts = [
    'BT',
    '/F1 16 Tf',
    `50 ${PAGE_HEIGHT - 70} Td`,
    `(${escapePdfText(title)}) Tj`,
    '/F1 11 Tf',
    '0 -30 Td',
  ];
  for (const line of lines) {
    parts.push(`(${escapePdfText(line)}) Tj`, '0 -16 Td');
  }
  parts.push('ET');
  return parts.join('\n');
}

export function renderTextPdf(title: string, lines: readonly string[]): Buffer {
  const stream = Buffer.from(textOperators(title, lines), 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>`,
    `<< /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Title ${utf16TextString(title)} /Producer (Portail adherent) >>`,
  ];
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
