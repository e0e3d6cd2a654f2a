import { describe, expect, it } from 'vitest';
import { csvCell, feedbackCsv } from './faq-feedback.csv.ts';

describe('the FAQ feedback CSV', () => {
  it('quotes every cell and neutralises what a spreadsheet would run as a formula', () => {
    expect(csvCell('Question "simple"')).toBe('"Question ""simple"""');
    for (const formula of ['=1+1', '+33', '-2', '@SUM(A1)', '\tx', '\rx'])
      expect(csvCell(formula)).toBe(`"'${formula}"`);
    expect(csvCell(-3)).toBe('"-3"');
  });

  it('starts with a BOM and the French headers, one CRLF line per question, comments dated', () => {
    const csv = feedbackCsv([
      {
        id: 7,
        titre: '=danger',
        clics: 3,
        oui: 2,
        non: 1,
        commentaires: [{ date: new Date('2026-01-02T10:00:00Z'), texte: 'Pas clair' }],
      },
    ]);
    expect(csv).toBe(
      '\uFEFF"Identifiant";"Question";"Clics";"Oui";"Non";"Commentaires"\r\n' +
        `"7";"'=danger";"3";"2";"1";"2026-01-02 : Pas clair"\r\n`,
    );
  });
});
