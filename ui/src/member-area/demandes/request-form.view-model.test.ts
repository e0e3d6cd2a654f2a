import { err } from '@portail/application';
import { flushPromises } from '@portail/application/src/use-cases/test-support/fake-clock.ts';
import { describe, expect, it } from 'vitest';
import { aFile } from '../../widgets/file-upload/testing/controlled-upload-transport.ts';
import { aPortError } from '@portail/application/src/use-cases/test-support/mothers.ts';
import type { RequestFieldSpec } from './request-form.fields.ts';
import { aRequestForm } from './testing/request-form.fixture.ts';

function field(model: { spec: { fields: readonly RequestFieldSpec[] } }, key: string): RequestFieldSpec {
  const found = model.spec.fields.find((candidate) => candidate.key === key);
  if (found === undefined) throw new Error(`no field ${key}`);
  return found;
}

function fillHospitalForm(model: ReturnType<typeof aRequestForm>['model']): void {
  model.set('beneficiaire', 'P1');
  model.set('etablissement', 'Hôpital Saint-Louis');
  model.set('finess', '750100208');
  model.set('codePostal', '75010');
  model.set('contactEtablissement', 'admissions@saint-louis.fr');
  model.dates.get('dateAdmission')?.typeText('01122026');
  model.set('typeHospitalisation', 'COMPLETE');
}

describe('request form (« Demande de prise en charge hospitalière »)', () => {
  it('loads the contract’s beneficiaries and keeps the fixed hospitalisation types', async () => {
    const { model } = aRequestForm('prise-en-charge-hospitaliere');
    await model.load();
    expect(model.choices.get('beneficiaire')?.map((item) => item.libelle)).toEqual([
      'Marie Dupont',
      'Léa Dupont',
    ]);
    expect(model.choices.get('typeHospitalisation')?.map((item) => item.libelle)).toEqual([
      'Hospitalisation complète',
      'Ambulatoire',
      'Maternité',
      'Psychiatrie',
      'Soins de suite',
    ]);
  });

  it('refuses an empty form with the summary and each required field’s message, without calling the server', async () => {
    const { model, port } = aRequestForm('prise-en-charge-hospitaliere');
    await model.submit();
    expect(model.feedback.summary).toBe('Merci de renseigner toutes les données obligatoires.');
    expect(model.errorOf(field(model, 'finess'))).toBe('* saisie obligatoire');
    expect(model.errorOf(field(model, 'dateAdmission'))).toBe('* saisie obligatoire');
    expect(model.errorOf(field(model, 'codeDmt'))).toBeNull();
    expect(model.area.error).toBeNull();
    port.submitCall.expectNotCalled();
  });

  it('checks FINESS, postal code, fax or e-mail and an admission not older than 30 days', () => {
    const { model } = aRequestForm('prise-en-charge-hospitaliere');
    model.set('finess', '75a100208x');
    expect(model.text('finess')).toBe('75A100208');
    model.set('codePostal', '99000');
    model.set('contactEtablissement', '01 23 45');
    model.dates.get('dateAdmission')?.typeText('20102026');
    model.feedback.startSubmission();
    expect(model.errorOf(field(model, 'finess'))).toMatch(/^Le numéro FINESS comporte 9 caractères/);
    expect(model.errorOf(field(model, 'codePostal'))).toBe(
      'Le code postal doit comporter 5 chiffres et commencer par 01 à 98',
    );
    expect(model.errorOf(field(model, 'contactEtablissement'))).toBe(
      'Saisissez un numéro de fax à 10 chiffres ou une adresse e-mail.',
    );
    expect(model.errorOf(field(model, 'dateAdmission'))).toBe(
      'La date doit être postérieure ou égale au 27/10/2026.',
    );
    model.set('contactEtablissement', '01 23 45 67 89');
    expect(model.errorOf(field(model, 'contactEtablissement'))).toBeNull();
  });

  it('sends the typed values with the uploaded quote, and acknowledges with the §8 toast', async () => {
    const { model, port, transport, toasts } = aRequestForm('prise-en-charge-hospitaliere');
    fillHospitalForm(model);
    model.area.add([aFile('devis.pdf')]);
    transport.open.succeed();
    await flushPromises();
    await model.submit();
    expect(port.submitCall.lastCall()).toEqual([
      {
        kind: 'prise-en-charge-hospitaliere',
        fields: {
          beneficiaire: 'P1',
          etablissement: 'Hôpital Saint-Louis',
          finess: '750100208',
          codePostal: '75010',
          contactEtablissement: 'admissions@saint-louis.fr',
          dateAdmission: '2026-12-01',
          typeHospitalisation: 'COMPLETE',
        },
        documents: [
          { remoteFileName: 'remote-devis.pdf', localFileName: 'devis.pdf', size: 1024, inputName: 'devis' },
        ],
      },
    ]);
    expect(toasts.map((toast) => toast.message)).toEqual(['Votre demande a bien été prise en compte']);
    expect(model.sent?.reference).toBe('DEM-2026-000001');
  });

  it('keeps everything typed after a refused sending and shows the server’s message under its field', async () => {
    const { model, port, toasts } = aRequestForm('prise-en-charge-hospitaliere');
    port.submitCall.answers(
      err(
        aPortError(400, {
          message: 'Données invalides',
          errors: [
            { field: 'body/fields/finess', code: 'DEMANDE.FINESS_KEY', message: 'Clé FINESS incorrecte' },
          ],
        }),
      ),
    );
    fillHospitalForm(model);
    await model.submit();
    expect(toasts[0]).toMatchObject({ message: 'La demande a échoué', detail: 'Données invalides' });
    expect(model.sent).toBeNull();
    expect(model.text('etablissement')).toBe('Hôpital Saint-Louis');
    expect(model.dates.get('dateAdmission')?.text).toBe('01/12/2026');
    expect(model.errorOf(field(model, 'finess'))).toBe('Clé FINESS incorrecte');
    model.set('finess', '750100216');
    expect(model.errorOf(field(model, 'finess'))).toBeNull();
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
    model.set('typeSoins', 'X');
    model.set('montant', '45,50');
    await model.submit();
    expect(model.area.error).toBe('Merci de joindre le document demandé.');
    model.area.add([aFile('facture.pdf')]);
    transport.open.succeed();
    await flushPromises();
    await model.submit();
    expect(port.submitCall.lastCall()[0].fields).toEqual({
      beneficiaire: 'P2',
      dateSoins: '2026-11-10',
      typeSoins: 'X',
      montant: 45.5,
    });
  });

  it('asks the NIR with its key for a beneficiary not attached to the member’s, and checks names and their length', async () => {
    const { model, port } = aRequestForm('ajout-beneficiaire', { maxNameLength: 12 });
    expect(model.visibleFields.some((candidate) => candidate.key === 'nir')).toBe(false);
    model.set('rattachementAssure', 'false');
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

  it('sends the NIR and its key, and the toggles as booleans', async () => {
    const { model, port, transport } = aRequestForm('ajout-beneficiaire');
    model.set('civilite', 'MME');
    model.set('nom', 'Dupont');
    model.set('prenom', 'Léa');
    model.dates.get('dateNaissance')?.typeText('03042015');
    model.set('typeBeneficiaire', 'X');
    model.set('rattachementAssure', 'false');
    const nir = model.nirs.get('nir');
    nir?.setNumber('2150475123456');
    nir?.setKey(String(97 - (2150475123456 % 97)).padStart(2, '0'));
    model.set('teletransmission', 'true');
    model.area.add([aFile('livret.pdf')]);
    transport.open.succeed();
    await flushPromises();
    await model.submit();
    expect(port.submitCall.lastCall()[0].fields).toMatchObject({
      nir: '2150475123456',
      nirCle: String(97 - (2150475123456 % 97)).padStart(2, '0'),
      rattachementAssure: false,
      teletransmission: true,
      dateNaissance: '2015-04-03',
    });
  });
});
