import type { RegisterAttempts } from '@portail/domain';
import { recordFailedRegisterAttempt, startRegisterAttempts } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { err } from '../result.ts';
import type { RegisterMemberSettings } from './register-member.use-case.ts';
import { RegisterMember } from './register-member.use-case.ts';
import { FakeClock } from './test-support/fake-clock.ts';
import { FakeIdentityPort } from './test-support/fake-identity.port.ts';
import { aClientConfiguration, aPortError, aRegistrationUser } from './test-support/mothers.ts';

const TERMS_TOAST = "Blocage création compte - absence d'acceptation des conditions d'utilisation du site";
const LIMIT_MESSAGE = 'Trop de tentatives : contactez votre mutuelle.';

function setup(settingsOverrides: Partial<RegisterMemberSettings> = {}) {
  const identity = new FakeIdentityPort();
  const clock = new FakeClock(new Date('2025-03-10T09:00:00Z'));
  const configuration = aClientConfiguration({
    registerAttemptNumber: 2,
    registerAttemptNumberMessage: LIMIT_MESSAGE,
  });
  const settings: RegisterMemberSettings = {
    ...configuration,
    passwordRequiredLength: 8,
    ...settingsOverrides,
  };
  const attempts: RegisterAttempts = startRegisterAttempts(configuration);
  return { identity, settings, attempts, useCase: new RegisterMember(identity, clock) };
}

describe('RegisterMember', () => {
  it('returns per-field issues and the summary without calling the server when the form is invalid', async () => {
    const { identity, settings, attempts, useCase } = setup();

    const outcome = await useCase.execute({
      user: aRegistrationUser({ nom: 'Dupont3', email: 'pas-une-adresse' }),
      settings,
      attempts,
    });

    expect(outcome.kind).toBe('invalid');
    if (outcome.kind !== 'invalid') return;
    // Every field filled, some wrong (issue 22 #15): not the « données obligatoires » summary.
    expect(outcome.summary).toBe('Merci de corriger les données signalées.');
    expect(outcome.issues.nom[0]?.message).toBe(
      'Vous ne pouvez pas renseigner un nom/prénom comportant des caractères spéciaux ou numériques',
    );
    expect(outcome.issues.email[0]?.message).toBe(
      "Le format de l'identifiant (adresse e-mail) est incorrect",
    );
    expect(outcome.issues.prenom).toEqual([]);
    expect(outcome.toast).toBeUndefined();
    identity.registerCall.expectNotCalled();
  });

  it('adds the terms error toast when the terms are not accepted', async () => {
    const { identity, settings, attempts, useCase } = setup();

    const outcome = await useCase.execute({ user: aRegistrationUser({ cgu: false }), settings, attempts });

    expect(outcome.kind).toBe('invalid');
    if (outcome.kind !== 'invalid') return;
    expect(outcome.toast?.message).toBe(TERMS_TOAST);
    expect(outcome.toast?.severity).toBe('danger');
    identity.registerCall.expectNotCalled();
  });

  it('rejects a birth date after the day given by the clock', async () => {
    const { settings, attempts, useCase } = setup();

    const outcome = await useCase.execute({
      user: aRegistrationUser({ dateNaissance: '11/03/2025' }),
      settings,
      attempts,
    });

    expect(outcome.kind === 'invalid' && outcome.issues.dateNaissance[0]?.code).toBe(
      'BIRTH_DATE.AFTER_TODAY',
    );
  });

  it("requires both identifiers in mode 'all'", async () => {
    const { identity, settings, attempts, useCase } = setup({ createAccountAuthMode: 'all' });

    const outcome = await useCase.execute({ user: aRegistrationUser({ nir: '' }), settings, attempts });

    expect(outcome.kind === 'invalid' && outcome.issues.nir.length).toBe(1);
    identity.registerCall.expectNotCalled();
  });

  it("accepts the member number alone in mode 'oneOfTwo'", async () => {
    const { identity, settings, attempts, useCase } = setup({ createAccountAuthMode: 'oneOfTwo' });

    const outcome = await useCase.execute({ user: aRegistrationUser({ nir: '' }), settings, attempts });

    expect(outcome.kind).toBe('registered');
    expect(identity.registerCall.lastCall()[0].numeroContrat).toBe('123456');
  });

  it("sends no NIR in mode 'individual' and no member number in mode 'NIR' (hidden fields are emptied)", async () => {
    const individual = setup({ createAccountAuthMode: 'individual' });
    await individual.useCase.execute({
      user: aRegistrationUser({ nir: 'ignored' }),
      settings: individual.settings,
      attempts: individual.attempts,
    });
    expect(individual.identity.registerCall.lastCall()[0].nir).toBe('');

    const nirOnly = setup({ createAccountAuthMode: 'NIR' });
    await nirOnly.useCase.execute({
      user: aRegistrationUser({ numeroContrat: 'ignored' }),
      settings: nirOnly.settings,
      attempts: nirOnly.attempts,
    });
    expect(nirOnly.identity.registerCall.lastCall()[0].numeroContrat).toBe('');
    expect(nirOnly.identity.registerCall.lastCall()[0].nir).toBe('1850578006084');
  });

  it('sends a Monaco number as 98 + its 11 digits when the client has Monegasque data', async () => {
    const monaco = setup({ createAccountAuthMode: 'NIR', isDonneesROMonegasquesActivated: true });
    await monaco.useCase.execute({
      user: aRegistrationUser({ nir: '9800000123456' }),
      settings: monaco.settings,
      attempts: monaco.attempts,
    });
    expect(monaco.identity.registerCall.lastCall()[0].nir).toBe('9800000123456');

    const french = setup({ createAccountAuthMode: 'NIR' });
    const refused = await french.useCase.execute({
      user: aRegistrationUser({ nir: '9800000123456' }),
      settings: french.settings,
      attempts: french.attempts,
    });
    expect(refused.kind === 'invalid' && refused.issues.nir[0]?.code).toBe('NIR.FORMAT');
    french.identity.registerCall.expectNotCalled();
  });

  it('sends an empty Monaco number (9800000000000) as no NIR when the member number is enough', async () => {
    const { identity, settings, attempts, useCase } = setup({
      createAccountAuthMode: 'oneOfTwo',
      isDonneesROMonegasquesActivated: true,
    });
    await useCase.execute({ user: aRegistrationUser({ nir: '9800000000000' }), settings, attempts });
    expect(identity.registerCall.lastCall()[0]).toMatchObject({ numeroContrat: '123456', nir: '' });
  });

  it('sends trimmed texts, no postal code when its check is off, and unanswered consents as refused', async () => {
    const { identity, settings, attempts, useCase } = setup({ isCodePostalVerifiedOnAccountCreation: false });

    await useCase.execute({
      user: aRegistrationUser({
        nom: '  Dupont ',
        codePostal: '00000',
        consentements: [{ nom: 'newsletter', libelle: 'Lettre', accepted: null }],
      }),
      settings,
      attempts,
    });

    const sent = identity.registerCall.lastCall()[0];
    expect(sent.nom).toBe('Dupont');
    expect(sent.codePostal).toBe('');
    expect(sent.consentements).toEqual([{ nom: 'newsletter', libelle: 'Lettre', accepted: false }]);
  });

  it('shows the demat popup then navigates to display-email when demat is active and refund alerts are subscribed', async () => {
    const { settings, attempts, useCase } = setup();

    const outcome = await useCase.execute({ user: aRegistrationUser(), settings, attempts });

    expect(outcome).toEqual({
      kind: 'registered',
      showDematPopup: true,
      next: { kind: 'navigate', route: 'display-email', query: { source: 'register' } },
    });
  });

  it.each([
    ['the member unticked dematerialisation', { dematerialization: false }, {}],
    ['refund alerts are not subscribed', {}, { isAlerteRemboursementSubscribed: false }],
    ['the client does not offer dematerialisation', {}, { fonctionnalites: { dematCreationCompte: false } }],
  ])('goes straight to display-email when %s', async (_case, userOverrides, settingsOverrides) => {
    const { settings, attempts, useCase } = setup(settingsOverrides);

    const outcome = await useCase.execute({ user: aRegistrationUser(userOverrides), settings, attempts });

    expect(outcome.kind === 'registered' && outcome.showDematPopup).toBe(false);
  });

  it('counts a refused request, shows the creation-failed toast with the server message, and keeps the button', async () => {
    const { identity, settings, attempts, useCase } = setup();
    identity.registerCall.answers(
      err(
        aPortError(400, {
          message: 'Aucun adhérent ne correspond.',
          errors: [
            { field: 'email', code: 'EMAIL.TAKEN', message: 'Adresse déjà utilisée' },
            { field: 'unknown', code: 'X', message: 'ignored' },
          ],
        }),
      ),
    );

    const outcome = await useCase.execute({ user: aRegistrationUser(), settings, attempts });

    expect(outcome.kind).toBe('failed');
    if (outcome.kind !== 'failed') return;
    expect(outcome.toast).toMatchObject({
      message: 'La création du compte a échoué.',
      detail: 'Aucun adhérent ne correspond.',
      severity: 'danger',
    });
    expect(outcome.fieldIssues).toEqual({
      email: [{ code: 'EMAIL.TAKEN', message: 'Adresse déjà utilisée' }],
    });
    expect(outcome.attempts.failedAttempts).toBe(1);
    expect(outcome.submit).toEqual({ submitVisible: true, message: undefined });
  });

  it('hides the submit button and shows the configured message when the failure reaches registerAttemptNumber', async () => {
    const { identity, settings, attempts, useCase } = setup();
    identity.registerCall.answers(err(aPortError(400)));

    const outcome = await useCase.execute({
      user: aRegistrationUser(),
      settings,
      attempts: recordFailedRegisterAttempt(attempts),
    });

    expect(outcome.kind === 'failed' && outcome.submit).toEqual({
      submitVisible: false,
      message: LIMIT_MESSAGE,
    });
  });

  it('sends nothing once the limit is reached', async () => {
    const { identity, settings, attempts, useCase } = setup();
    const exhausted = recordFailedRegisterAttempt(recordFailedRegisterAttempt(attempts));

    const outcome = await useCase.execute({ user: aRegistrationUser(), settings, attempts: exhausted });

    expect(outcome).toEqual({
      kind: 'blocked',
      attempts: exhausted,
      submit: { submitVisible: false, message: LIMIT_MESSAGE },
    });
    identity.registerCall.expectNotCalled();
  });
});
