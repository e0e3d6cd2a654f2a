import type { QuestionFeedback } from './faq-feedback.repository.ts';

const BOM = '\uFEFF';
const HEADERS = ['Identifiant', 'Question', 'Clics', 'Oui', 'Non', 'Commentaires'];

/**
 * One CSV cell: quoted, quotes doubled, and a text a spreadsheet would take for a formula (starting with `=`, `+`,
 * `-`, `@`, a tab or a carriage return) prefixed with an apostrophe (CSV injection).
 */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The feedback as a CSV file for spreadsheets: UTF-8 with BOM, `;` separators, French headers, CRLF lines. */
export function feedbackCsv(rows: readonly QuestionFeedback[]): string {
  const lines = [
    HEADERS.map(csvCell).join(';'),
    ...rows.map((row) =>
      [
        row.id,
        row.titre,
        row.clics,
        row.oui,
        row.non,
        row.commentaires.map((c) => `${c.date.toISOString().slice(0, 10)} : ${c.texte}`).join('\n'),
      ]
        .map(csvCell)
        .join(';'),
    ),
  ];
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
