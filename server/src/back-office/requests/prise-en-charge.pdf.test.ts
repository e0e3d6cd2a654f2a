import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { PriseEnChargeData } from './prise-en-charge.pdf.ts';
import { renderPriseEnChargePdf } from './prise-en-charge.pdf.ts';

const DATA: PriseEnChargeData = {
  issuer: 'Mutuelle Démo',
  reference: 'DEM-2026-000042',
  issuedAt: new Date('2026-11-26T10:00:00Z'),
  member: { numero: '1000001', nom: 'Dupont', prenom: 'Marie' },
  patient: 'Léa DUPONT',
  contract: { numero: 'CI-0001', nomOffre: 'Santé Essentielle Famille' },
  establishment: {
    nom: 'Clinique du Parc',
    finess: '690000880',
    codePostal: '69006',
    contact: 'admissions@clinique-du-parc.fr',
  },
  admissionDate: '2026-12-03',
  stayType: 'Hospitalisation complète',
  hospitalGuarantees: {
    code: 'hospitalisation',
    libelle: 'Hospitalisation',
    lignes: [
      { libelle: 'Frais de séjour', formule: '100 % BR', precision: '' },
      { libelle: 'Chambre particulière', formule: '40 € par jour', precision: 'Limitée à 60 jours par an.' },
    ],
  },
};

async function textOf(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('the « prise en charge » PDF', () => {
  it('is a real PDF naming the member, the establishment, the dates and the covered amounts', async () => {
    const pdf = await renderPriseEnChargePdf(DATA);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await PDFDocument.load(pdf)).getTitle()).toBe('Prise en charge hospitalière');
    const text = await textOf(pdf);
    for (const expected of [
      'Accord n° DEM-2026-000042 du 26/11/2026',
      'Marie DUPONT',
      "Numéro d'adhérent : 1000001",
      'Patient : Léa DUPONT',
      'CI-0001 — Santé Essentielle Famille',
      'Clinique du Parc',
      'N° FINESS : 690000880',
      'admissions@clinique-du-parc.fr',
      "Date d'admission : 03/12/2026",
      'Hospitalisation complète',
      'jusqu’au : 02/01/2027',
      'Frais de séjour : 100 % BR',
      'Chambre particulière : 40 € par jour (Limitée à 60 jours par an.)',
    ])
      expect(text).toContain(expected);
  });

  it('says the contract’s guarantees apply when the offer lists no hospital guarantee', async () => {
    const text = await textOf(
      await renderPriseEnChargePdf({
        ...DATA,
        hospitalGuarantees: null,
        establishment: { ...DATA.establishment, contact: null },
      }),
    );
    expect(text).toContain('Selon les garanties du contrat.');
    expect(text).not.toContain('Réponse adressée à');
  });
});
