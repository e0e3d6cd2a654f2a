import { describe, expect, it } from 'vitest';
import { requestDataFields } from './request-data-fields.ts';

describe('the form data of a request, as the manager reads it', () => {
  it('labels known fields in French, formats dates, amounts, yes/no, and flattens the establishment', () => {
    expect(
      requestDataFields({
        type: 'prise-en-charge-hospitaliere',
        etablissement: { nom: 'Clinique du Parc', finess: '690000880' },
        dateAdmission: '2026-12-02',
        typeHospitalisation: 'ambulatoire',
        montant: 80.5,
        teletransmission: true,
        devis: ['f1'],
        codeDmt: '',
      }),
    ).toEqual([
      { label: 'Établissement — Nom', value: 'Clinique du Parc' },
      { label: 'Établissement — N° FINESS', value: '690000880' },
      { label: "Date d'admission", value: '02/12/2026' },
      { label: "Type d'hospitalisation", value: 'Ambulatoire' },
      { label: 'Montant payé', value: '80,50\u00a0€' },
      { label: 'Télétransmission', value: 'Oui' },
    ]);
  });

  it('shows an unknown field with its key made readable', () => {
    expect(requestDataFields({ numeroChambre: 12, autre: null })).toEqual([
      { label: 'Numero chambre', value: '12' },
      { label: 'Autre', value: '—' },
    ]);
  });

  it('shows a quote sent from the simulator: the act, the price in euros, the practitioner, not the document', () => {
    expect(
      requestDataFields({
        type: 'devis',
        acte: 'LUN',
        libelleActe: 'Lunettes (monture et verres simples)',
        beneficiaire: 'P0010002',
        prixDevis: 450,
        praticien: 'Optique du Centre',
        commentaire: 'Verres progressifs',
        devis: ['f1'],
      }),
    ).toEqual([
      { label: "Code de l'acte", value: 'LUN' },
      { label: 'Acte', value: 'Lunettes (monture et verres simples)' },
      { label: 'Bénéficiaire', value: 'P0010002' },
      { label: 'Prix du devis', value: '450,00\u00a0€' },
      { label: 'Praticien', value: 'Optique du Centre' },
      { label: 'Commentaire', value: 'Verres progressifs' },
    ]);
  });
});
