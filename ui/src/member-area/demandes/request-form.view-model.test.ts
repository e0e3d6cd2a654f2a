import { err } from '@portail/application';
import { flushPromises } from '@portail/application/src/use-cases/test-support/fake-clock.ts';
import { aPortError } from '@portail/application/src/use-cases/test-support/mothers.ts';
import { describe, expect, it } from 'vitest';
import { aFile } from '../../widgets/file-upload/testing/controlled-upload-transport.ts';
import type { RequestFieldSpec } from './request-form.fields.ts';
import { aRequestForm } from './testing/request-form.fixture.ts';

type Form = ReturnType<typeof aRequestForm>['model'];

function field(model: Form, key: string): RequestFieldSpec {
  const found = model.spec.fields.find((candidate) => candidate.key === key);
  if (found === undefined) throw new Error(`no field ${key}`);
  return found;
}

function fillHospitalForm(model: Form): void {
  model.set('beneficiaire', 'P1');
  model.set('etablissement.nom', 'Hôpital Saint-Louis');
  model.set('etablissement.finess', '750100208');
  model.set('etablissement.codePostal', '75010');
  model.set('etablissement.email', 'admissions@saint-louis.fr');
  model.dates.get('dateAdmission')?.typeText('01122026');
  model.set('typeHospitalisation', 'complete');
}

describe('request form (« Demande de prise en charge hospitalière »)', () => {
  it('loads the contract’s beneficiaries and keeps the fixed hospitalisation types', async () => {
    const { model } = aRequestForm('prise-en-charge-hospitaliere');
    await model.load();
    expect(model.choices.get('beneficiaire')?.map((item) => item.libelle)).toEqual([
      'Marie Dupont',
      'Léa Dupont',
    ]);
    expect(model.choices.get('typeHospitalisation')?.map((item) => item.code)).toEqual([
      'complete',
      'ambulatoire',
      'maternite',
      'psychiatrie',
      'soins-de-suite',
    ]);
  });

  it('refuses an empty form with the summary and each required field’s message, without calling the server', async () => {
    const { model, port } = aRequestForm('prise-en-charge-hospitaliere');
    await model.submit();
    expect(model.feedback.summary).toBe('Merci de renseigner toutes les données obligatoires.');
    expect(model.errorOf(field(model, 'etablissement.finess'))).toBe('* saisie obligatoire');
    expect(model.errorOf(field(model, 'dateAdmission'))).toBe('* saisie obligatoire');
    expect(model.errorOf(field(model, 'etablissement.fax'))).toBe(
      "Indiquez le fax ou l'adresse e-mail de l'établissement où envoyer la prise en charge",
    );
    expect(model.errorOf(field(model, 'codeDmt'))).toBeNull();
    expect(model.area.error).toBeNull();
    port.submitCall.expectNotCalled();
  });

  it('checks the establishment, and an admission not older than 30 days, once each field is left', () => {
    const { model } = aRequestForm('prise-en-charge-hospitaliere');
    model.set('etablissement.finess', '75a100208x');
    expect(model.text('etablissement.finess')).toBe('75A100208');
    model.set('etablissement.finess', '7501');
    model.set('etablissement.codePostal', '99000');
    model.set('etablissement.fax', '01 23 45');
    expect(model.errorOf(field(model, 'etablissement.codePostal'))).toBeNull();
    for (const key of ['etablissement.finess', 'etablissement.codePostal', 'etablissement.fax'])
      model.touch(key);
    model.dates.get('dateAdmission')?.typeText('20102026');
    model.dates.get('dateAdmission')?.markTouched();
    expect(model.errorOf(field(model, 'etablissement.finess'))).toMatch(/^Le numéro FINESS/);
    expect(model.errorOf(field(model, 'etablissement.codePostal'))).toBe(
      'Le code postal doit comporter 5 chiffres et commencer par 01 à 98',
    );
    expect(model.errorOf(field(model, 'etablissement.fax'))).toBe(
      'Le numéro de fax doit comporter 10 chiffres',
    );
    expect(model.errorOf(field(model, 'dateAdmission'))).toBe(
      'La date doit être postérieure ou égale au 27/10/2026.',
    );
    model.set('etablissement.fax', '01 23 45 67 89');
    expect(model.errorOf(field(model, 'etablissement.fax'))).toBeNull();
  });

  it('sends the data as the domain names it, with the uploaded quote, and acknowledges with the §8 toast', async () => {
    const { model, port, transport, toasts } = aRequestForm('prise-en-charge-hospitaliere');
    fillHospitalForm(model);
    model.area.add([aFile('devis.pdf')]);
    transport.open.succeed();
    await flushPromises();
    await model.submit();
    port.submitCall.expectCalledOnceWith({
      type: 'prise-en-charge-hospitaliere',
      beneficiaire: 'P1',
      etablissement: {
        nom: 'Hôpital Saint-Louis',
        finess: '750100208',
        codePostal: '75010',
        fax: undefined,
        email: 'admissions@saint-louis.fr',
      },
      dateAdmission: '2026-12-01',
      typeHospitalisation: 'complete',
      codeDmt: undefined,
      devis: ['remote-devis.pdf'],
    });
    expect(toasts.map((toast) => toast.message)).toEqual(['Votre demande a bien été prise en compte']);
    expect(model.sent?.reference).toBe('DEM-2026-0000001');
  });

  it('keeps everything typed after a refused sending and shows the server’s message under its field', async () => {
    const { model, port, toasts } = aRequestForm('prise-en-charge-hospitaliere');
    port.submitCall.answers(
      err(
        aPortError(400, {
          message: 'Données invalides',
          errors: [
            {
              field: 'body.data.etablissement.finess',
              code: 'FINESS.KEY_MISMATCH',
              message: 'Clé FINESS incorrecte',
            },
          ],
        }),
      ),
    );
    fillHospitalForm(model);
    await model.submit();
    expect(toasts[0]).toMatchObject({ message: 'La demande a échoué', detail: 'Données invalides' });
    expect(model.sent).toBeNull();
    expect(model.text('etablissement.nom')).toBe('Hôpital Saint-Louis');
    expect(model.dates.get('dateAdmission')?.text).toBe('01/12/2026');
    expect(model.errorOf(field(model, 'etablissement.finess'))).toBe('Clé FINESS incorrecte');
    model.set('etablissement.finess', '750100216');
    expect(model.errorOf(field(model, 'etablissement.finess'))).toBeNull();
  });

  it('waits for the uploads in progress before sending', async () => {
    const { model, port } = aRequestForm('prise-en-charge-hospitaliere');
    fillHospitalForm(model);
    model.area.add([aFile('devis.pdf')]);
    await model.submit();
    expect(model.area.error).toBe('Téléversement en cours...');
    port.submitCall.expectNotCalled();
  });
});

describe('request form (other kinds)', () => {
  it('requires the bill of a refund and sends the amount as a number', async () => {
    const { model, port, transport } = aRequestForm('remboursement');
    await model.load();
    model.set('beneficiaire', 'P2');
    model.dates.get('dateSoins')?.typeText('10112026');
    model.set('typeSoins', 'optique');
    model.set('montant', '45,50');
    await model.submit();
    expect(model.area.error).toBe('Merci de joindre le document demandé.');
    model.area.add([aFile('facture.pdf')]);
    transport.open.succeed();
    await flushPromises();
    await model.submit();
    expect(port.submitCall.lastCall()[0]).toEqual({
      type: 'remboursement',
      beneficiaire: 'P2',
      dateSoins: '2026-11-10',
      typeSoins: 'optique',
      montant: 45.5,
      factures: ['remote-facture.pdf'],
    });
  });

  it('asks the NIR with its key for a beneficiary not attached to the member’s, and checks names and their length', async () => {
    const { model, port } = aRequestForm('ajout-beneficiaire', { maxNameLength: 12 });
    expect(model.visibleFields.some((candidate) => candidate.key === 'nir')).toBe(false);
    model.set('rattacheNirAdherent', 'false');
    expect(model.visibleFields.some((candidate) => candidate.key === 'nir')).toBe(true);
    model.set('nom', 'Dupont2');
    model.set('prenom', 'Léa');
    await model.submit();
    expect(model.errorOf(field(model, 'nom'))).toBe(
      'Vous ne pouvez pas renseigner un nom/prénom comportant des caractères spéciaux ou numériques',
    );
    expect(model.errorOf(field(model, 'nir'))).toBe('* saisie obligatoire');
    model.set('nom', 'Dupont-Martin');
    expect(model.errorOf(field(model, 'prenom'))).toBe(
      'La longueur cumulée de ces champs ne doit pas dépasser 12 caractères.',
    );
    port.submitCall.expectNotCalled();
  });

  it('sends the NIR, its key and the Monaco flag, and the toggles as booleans', async () => {
    const { model, port, transport } = aRequestForm('ajout-beneficiaire');
    const key = String(97 - (2150475123456 % 97)).padStart(2, '0');
    model.set('civilite', 'MME');
    model.set('nom', 'Dupont');
    model.set('prenom', 'Léa');
    model.dates.get('dateNaissance')?.typeText('03042015');
    model.set('typeBeneficiaire', 'ENFANT');
    model.set('rattacheNirAdherent', 'false');
    model.nirs.get('nir')?.setNumber('2150475123456');
    model.nirs.get('nir')?.setKey(key);
    model.set('teletransmission', 'true');
    model.area.add([aFile('livret.pdf')]);
    transport.open.succeed();
    await flushPromises();
    await model.submit();
    expect(port.submitCall.lastCall()[0]).toMatchObject({
      nir: '2150475123456',
      cleNir: key,
      nirMonaco: false,
      rattacheNirAdherent: false,
      teletransmission: true,
      dateNaissance: '2015-04-03',
      justificatifs: ['remote-livret.pdf'],
    });
  });

  it('asks no document to remove a beneficiary', async () => {
    const { model, port } = aRequestForm('radiation-beneficiaire');
    model.set('beneficiaire', 'P2');
    model.dates.get('dateEffet')?.typeText('01012027');
    model.set('motif', 'Mariage');
    await model.submit();
    expect(port.submitCall.lastCall()[0]).toEqual({
      type: 'radiation-beneficiaire',
      beneficiaire: 'P2',
      dateEffet: '2027-01-01',
      motif: 'Mariage',
    });
  });
});
