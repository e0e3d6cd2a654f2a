import type { CatalogueMessage, ClientConfiguration, CmsItem, RegisterAttempts } from '@portail/domain';
import {
  REQUIRED_FIELDS_SUMMARY_MESSAGE,
  startRegisterAttempts,
  TERMS_NOT_ACCEPTED_MESSAGE,
} from '@portail/domain';
import { reaction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { A_PORT_ERROR } from '../../app/platform/testing/flow-fakes.ts';
import type { CmsBlockOutcome } from '../cms-block/cms-block.use-case.ts';
import { ScriptedUseCase } from '../testing/scripted-use-case.ts';
import type {
  RegisterCommand,
  RegisterContext,
  RegisterContextOutcome,
  RegisterOutcome,
} from './register.use-cases.ts';
import { RegisterViewModel } from './register.view-model.ts';

const TODAY = new Date(2025, 5, 15);

function aConfiguration(overrides: Partial<ClientConfiguration> = {}): ClientConfiguration {
  return {
    createAccountAuthMode: 'oneOfTwo',
    tailleMaxPrenomNom: 40,
    registerAttemptNumber: 2,
    registerAttemptNumberMessage: 'Vous avez atteint le nombre maximal de tentatives.',
    isCodePostalVerifiedOnAccountCreation: true,
    isRegisterVerifyEmail: true,
    isRegisterVerifyIban: true,
    isRegisterIbanObligatoire: true,
    registerEmailMessage: "Saisissez l'adresse e-mail que vous avez communiquée à votre mutuelle.",
    registerIbanMessage: 'Saisissez les 4 derniers caractères de votre IBAN.',
    consentements: [{ nom: 'newsletter', libelle: "J'accepte de recevoir les actualités." }],
    oidcExternalProvider: null,
    isCheckBirthdayForgotPasswordActivated: false,
    amfSmsActivated: false,
    isAlerteRemboursementSubscribed: true,
    delaiToasts: 5,
    applicationMobile: { lienAndroid: '', lienIphone: '', titre: '', texte: '' },
    fonctionnalites: { dematCreationCompte: true },
    ...overrides,
  };
}

function aContext(overrides: Partial<RegisterContext> = {}): RegisterContext {
  return {
    configuration: aConfiguration(),
    featureFlags: { consentementCGUCreationCompteAutreActe: { isActivated: true } },
    passwordRequiredLength: 8,
    ...overrides,
  };
}

function cmsItem(name: string, title: string): CmsItem {
  return { id: name, name, itemName: '', title, content: `<p>${title}</p>` };
}

const ACCOUNT_CREATION_FAILED: CatalogueMessage = {
  code: 'TOAST.ACCOUNT_CREATION_FAILED',
  message: 'La création du compte a échoué.',
  severity: 'danger',
  detail: 'Les informations fournies sont erronées',
};

function registerScreen(context: RegisterContextOutcome = { kind: 'loaded', context: aContext() }) {
  const contextSource = new ScriptedUseCase<void, RegisterContextOutcome>('context', context);
  const register = new ScriptedUseCase<RegisterCommand, RegisterOutcome>('register');
  const cms = new ScriptedUseCase<{ name: string; itemName?: string | undefined }, CmsBlockOutcome>('cms');
  const cmsAnswers = new Map<string, CmsBlockOutcome>([
    ['Register_Help', { kind: 'loaded', item: cmsItem('Register_Help', "Besoin d'aide ?") }],
    ['Register_Num_Secu_Popup', { kind: 'loaded', item: cmsItem('Register_Num_Secu_Popup', 'Où trouver ?') }],
    ['Popup_Demat', { kind: 'loaded', item: cmsItem('Popup_Demat', 'Passez au zéro papier') }],
  ]);
  const cmsRequests: string[] = [];
  const toasts: CatalogueMessage[] = [];
  const announced: string[] = [];
  const routes: string[] = [];
  const screen = new RegisterViewModel({
    context: { load: () => contextSource.execute(undefined) },
    register,
    loadCmsBlock: {
      execute: (command) => {
        cmsRequests.push(command.name);
        const answer = cmsAnswers.get(command.name);
        return answer === undefined ? cms.execute(command) : Promise.resolve(answer);
      },
    },
    navigate: (route) => routes.push(route),
    notify: (message) => toasts.push(message),
    announce: (message) => announced.push(message),
    today: () => TODAY,
  });
  return { screen, register, contextSource, cmsAnswers, cmsRequests, toasts, announced, routes };
}

function fillValidForm(screen: RegisterViewModel): void {
  screen.setText('numeroContrat', '1000002');
  screen.setText('nom', 'Martin');
  screen.setText('prenom', 'Jean');
  screen.birthDate.typeText('14021979');
  screen.setText('codePostal', '69003');
  screen.setText('email', 'jean.martin@example.fr');
  screen.setText('iban', '4521');
  screen.setText('password', 'Portail#2025');
  screen.setText('confirmPassword', 'Portail#2025');
  screen.setCgu(true);
}

function failedOutcome(attempts: RegisterAttempts, fieldIssues = {}): RegisterOutcome {
  const counted = { ...attempts, failedAttempts: attempts.failedAttempts + 1 };
  const blocked = counted.limit !== undefined && counted.failedAttempts >= counted.limit;
  return {
    kind: 'failed',
    toast: ACCOUNT_CREATION_FAILED,
    fieldIssues,
    attempts: counted,
    submit: { submitVisible: !blocked, message: blocked ? counted.limitMessage : undefined },
  };
}

describe('register view-model: loading', () => {
  it('loads the tenant context and the Register_Help block', async () => {
    const { screen, cmsRequests } = registerScreen();
    expect(screen.status).toBe('loading');
    await screen.start();
    expect(screen.status).toBe('ready');
    expect(screen.registerHelp?.title).toBe("Besoin d'aide ?");
    expect(cmsRequests).toEqual(['Register_Help']);
    expect(screen.submitState).toEqual({ submitVisible: true, message: undefined });
  });

  it('shows why the form cannot be shown, and loads it on retry', async () => {
    const { screen, contextSource } = registerScreen();
    contextSource.answer({ kind: 'failed', message: 'Impossible de se connecter au serveur' });
    await screen.start();
    expect(screen.status).toBe('failed');
    expect(screen.loadFailure).toBe('Impossible de se connecter au serveur');
    await screen.start();
    expect(screen.status).toBe('ready');
    expect(screen.loadFailure).toBeNull();
  });

  it('tells the member when the help block cannot be loaded, and still shows the form', async () => {
    const { screen, cmsAnswers, toasts } = registerScreen();
    const toast: CatalogueMessage = {
      code: 'TOAST.CMS_BLOCK_LOAD_FAILED',
      message: "Le message Register_Help n'a pas pu être chargé.",
      severity: 'danger',
    };
    cmsAnswers.set('Register_Help', { kind: 'failed', toast, error: A_PORT_ERROR });
    await screen.start();
    expect(screen.status).toBe('ready');
    expect(screen.registerHelp).toBeNull();
    expect(toasts).toEqual([toast]);
  });
});

describe('register view-model: fields by mode and configuration', () => {
  it.each([
    ['individual', true, false, undefined],
    ['NIR', false, true, undefined],
    ['all', true, true, 'et'],
    ['oneOfTwo', true, true, 'ou'],
  ] as const)(
    'mode %s shows member number %s, NIR %s, separator %s',
    async (mode, member, nir, separator) => {
      const configuration = aConfiguration({ createAccountAuthMode: mode });
      const { screen } = registerScreen({ kind: 'loaded', context: aContext({ configuration }) });
      await screen.start();
      expect(screen.isVisible('numeroContrat')).toBe(member);
      expect(screen.isVisible('nir')).toBe(nir);
      expect(screen.layout?.identifierSeparator).toBe(separator);
    },
  );

  it('in oneOfTwo, either identifier is enough: neither is marked required, the hint says one is (issue 22 #15)', async () => {
    const { screen } = registerScreen();
    await screen.start();
    expect(screen.isRequired('numeroContrat')).toBe(false);
    expect(screen.isRequired('nir')).toBe(false);
    expect(screen.layout?.fields.numeroContrat.required).toBe(true);
    screen.nir.setNumber('1790269123045');
    expect(screen.layout?.fields.numeroContrat.required).toBe(false);
    expect(screen.isRequired('email')).toBe(true);
  });

  it('shows postal code and IBAN only when the client verifies them', async () => {
    const configuration = aConfiguration({
      isCodePostalVerifiedOnAccountCreation: false,
      isRegisterVerifyIban: false,
    });
    const { screen } = registerScreen({ kind: 'loaded', context: aContext({ configuration }) });
    await screen.start();
    expect(screen.isVisible('codePostal')).toBe(false);
    expect(screen.isVisible('iban')).toBe(false);
    expect(screen.isVisible('email')).toBe(true);
  });

  it('keeps digits only in the postal code and capitals in the IBAN end', async () => {
    const { screen } = registerScreen();
    await screen.start();
    screen.setText('codePostal', '69 0a03 12');
    screen.setText('iban', 'ab-1 2cd');
    expect(screen.values.codePostal).toBe('69003');
    expect(screen.values.iban).toBe('AB12');
  });

  it('asks the consents only with consentementCGUCreationCompteAutreActe on', async () => {
    const off = registerScreen({
      kind: 'loaded',
      context: aContext({ featureFlags: { consentementCGUCreationCompteAutreActe: { isActivated: false } } }),
    });
    await off.screen.start();
    expect(off.screen.consentDefinitions).toEqual([]);
    expect(off.screen.user.consentements).toEqual([]);
    const on = registerScreen();
    await on.screen.start();
    on.screen.setConsent('newsletter', true);
    expect(on.screen.user.consentements).toEqual([
      { nom: 'newsletter', libelle: "J'accepte de recevoir les actualités.", accepted: true },
    ]);
  });

  it('has dematerialisation on by default, and off when the client does not offer it', async () => {
    const { screen } = registerScreen();
    await screen.start();
    expect(screen.isDematerialisationOffered).toBe(true);
    expect(screen.user.dematerialization).toBe(true);
    screen.setDematerialization(false);
    expect(screen.user.dematerialization).toBe(false);
    const configuration = aConfiguration({ fonctionnalites: { dematCreationCompte: false } });
    const other = registerScreen({ kind: 'loaded', context: aContext({ configuration }) });
    await other.screen.start();
    expect(other.screen.isDematerialisationOffered).toBe(false);
    expect(other.screen.user.dematerialization).toBe(false);
  });
});

describe('register view-model: errors', () => {
  it('shows a field error once the field is touched, not before', async () => {
    const { screen } = registerScreen();
    await screen.start();
    screen.setText('email', 'pas-une-adresse');
    expect(screen.errorOf('email')).toBeNull();
    screen.touch('email');
    expect(screen.errorOf('email')).toBe("Le format de l'identifiant (adresse e-mail) est incorrect");
  });

  it('reports different passwords under the confirmation', async () => {
    const { screen } = registerScreen();
    await screen.start();
    screen.setText('password', 'Portail#2025');
    screen.setText('confirmPassword', 'Portail#2026');
    screen.touch('confirmPassword');
    expect(screen.errorOf('confirmPassword')).toBe("Merci de saisir les mots de passe à l'identique.");
  });

  it('reports a too long first + last name under the first name', async () => {
    const configuration = aConfiguration({ tailleMaxPrenomNom: 10 });
    const { screen } = registerScreen({ kind: 'loaded', context: aContext({ configuration }) });
    await screen.start();
    screen.setText('nom', 'Casanova');
    screen.setText('prenom', 'Pierre');
    screen.touch('prenom');
    expect(screen.errorOf('prenom')).toBe(
      'La longueur cumulée du nom et du prénom ne doit pas dépasser 10 caractères.',
    );
  });

  it('shows every error, the summary and the terms toast after an invalid submission', async () => {
    const { screen, register, toasts, announced } = registerScreen();
    await screen.start();
    const termsToast: CatalogueMessage = {
      code: 'FLOW.REGISTRATION_TERMS_NOT_ACCEPTED',
      message: TERMS_NOT_ACCEPTED_MESSAGE,
      severity: 'danger',
    };
    const issues = screen.issues;
    if (issues === null) throw new Error('the context is loaded: the form has issues');
    register.answer({
      kind: 'invalid',
      issues,
      summary: REQUIRED_FIELDS_SUMMARY_MESSAGE,
      toast: termsToast,
    });
    await screen.submit();
    expect(screen.summary).toBe('Merci de renseigner toutes les données obligatoires.');
    expect(announced).toEqual(['Merci de renseigner toutes les données obligatoires.']);
    expect(toasts).toEqual([termsToast]);
    expect(screen.errorOf('nom')).toBe('* saisie obligatoire');
    expect(screen.errorOf('dateNaissance')).toBe('La date de naissance est obligatoire');
    expect(screen.errorOf('cgu')).toBe(TERMS_NOT_ACCEPTED_MESSAGE);
    expect(screen.hasVisibleErrors).toBe(true);
    expect(screen.submitCount).toBe(1);
  });

  it('sends what was typed, with the NIR of the widget and the typed birth date', async () => {
    const { screen, register } = registerScreen();
    await screen.start();
    fillValidForm(screen);
    screen.nir.setNumber('1790269123045');
    register.answer({
      kind: 'registered',
      showDematPopup: false,
      next: { kind: 'navigate', route: 'display-email' },
    });
    await screen.submit();
    const sent = register.commands[0];
    expect(sent?.user).toMatchObject({
      numeroContrat: '1000002',
      nir: '1790269123045',
      nom: 'Martin',
      prenom: 'Jean',
      dateNaissance: '14/02/1979',
      codePostal: '69003',
      email: 'jean.martin@example.fr',
      iban: '4521',
      cgu: true,
      dematerialization: true,
      consentements: [
        { nom: 'newsletter', libelle: "J'accepte de recevoir les actualités.", accepted: null },
      ],
    });
    expect(sent?.settings.passwordRequiredLength).toBe(8);
    expect(sent?.attempts).toEqual(startRegisterAttempts(aConfiguration()));
  });
});

describe('register view-model: server failures and attempts', () => {
  it('keeps the typed data and shows the server field error until the field changes', async () => {
    const { screen, register, toasts } = registerScreen();
    await screen.start();
    fillValidForm(screen);
    const attempts = startRegisterAttempts(aConfiguration());
    register.answer(
      failedOutcome(attempts, {
        email: [{ code: 'EMAIL.FORMAT', message: 'Adresse refusée par le serveur' }],
      }),
    );
    await screen.submit();
    expect(toasts).toEqual([ACCOUNT_CREATION_FAILED]);
    expect(screen.values.email).toBe('jean.martin@example.fr');
    expect(screen.values.password).toBe('Portail#2025');
    expect(screen.birthDate.text).toBe('14/02/1979');
    expect(screen.errorOf('email')).toBe('Adresse refusée par le serveur');
    screen.setText('email', 'jean.martin2@example.fr');
    expect(screen.errorOf('email')).toBeNull();
    expect(screen.attempts?.failedAttempts).toBe(1);
    expect(screen.submitState.submitVisible).toBe(true);
  });

  it('hides Valider and shows the configured message once the attempt limit is reached', async () => {
    const { screen, register } = registerScreen();
    await screen.start();
    fillValidForm(screen);
    const first = startRegisterAttempts(aConfiguration());
    register.answer(failedOutcome(first));
    await screen.submit();
    register.answer(failedOutcome({ ...first, failedAttempts: 1 }));
    await screen.submit();
    expect(screen.submitState).toEqual({
      submitVisible: false,
      message: 'Vous avez atteint le nombre maximal de tentatives.',
    });
    expect(register.commands[1]?.attempts.failedAttempts).toBe(1);
  });

  it('keeps the counter of a blocked outcome', async () => {
    const { screen, register } = registerScreen();
    await screen.start();
    const reached = { ...startRegisterAttempts(aConfiguration()), failedAttempts: 2 };
    register.answer({
      kind: 'blocked',
      attempts: reached,
      submit: { submitVisible: false, message: 'Limite' },
    });
    await screen.submit();
    expect(screen.attempts).toEqual(reached);
    expect(screen.submitState.submitVisible).toBe(false);
  });

  it('sends one request at a time', async () => {
    const { screen, register } = registerScreen();
    await screen.start();
    const deferred = register.defer();
    const first = screen.submit();
    expect(screen.isSubmitting).toBe(true);
    await screen.submit();
    expect(register.calls).toBe(1);
    deferred.resolve({
      kind: 'registered',
      showDematPopup: false,
      next: { kind: 'navigate', route: 'display-email' },
    });
    await first;
    expect(screen.isSubmitting).toBe(false);
  });

  it('does not submit before the context is loaded', async () => {
    const { screen, register } = registerScreen();
    await screen.submit();
    expect(register.calls).toBe(0);
  });
});

describe('register view-model: after the registration', () => {
  it('goes to display-email with the register text when no popup is due', async () => {
    const { screen, register, routes } = registerScreen();
    await screen.start();
    register.answer({
      kind: 'registered',
      showDematPopup: false,
      next: { kind: 'navigate', route: 'display-email' },
    });
    await screen.submit();
    expect(routes).toEqual(['display-email?source=register']);
  });

  it('shows the dematerialisation popup first, then goes to display-email', async () => {
    const { screen, register, routes, cmsRequests } = registerScreen();
    await screen.start();
    register.answer({
      kind: 'registered',
      showDematPopup: true,
      next: { kind: 'navigate', route: 'display-email' },
    });
    await screen.submit();
    expect(cmsRequests).toContain('Popup_Demat');
    expect(screen.dematPopup.isOpen).toBe(true);
    expect(screen.dematPopup.item?.title).toBe('Passez au zéro papier');
    expect(routes).toEqual([]);
    screen.continueAfterRegistration();
    expect(screen.dematPopup.isOpen).toBe(false);
    expect(routes).toEqual(['display-email?source=register']);
  });

  it('goes on to display-email with a toast when the popup text cannot be loaded', async () => {
    const { screen, register, routes, toasts, cmsAnswers } = registerScreen();
    await screen.start();
    const toast: CatalogueMessage = {
      code: 'TOAST.CMS_BLOCK_LOAD_FAILED',
      message: "Le message Popup_Demat n'a pas pu être chargé.",
      severity: 'danger',
    };
    cmsAnswers.set('Popup_Demat', { kind: 'failed', toast, error: A_PORT_ERROR });
    register.answer({
      kind: 'registered',
      showDematPopup: true,
      next: { kind: 'navigate', route: 'display-email' },
    });
    await screen.submit();
    expect(toasts).toEqual([toast]);
    expect(routes).toEqual(['display-email?source=register']);
  });

  it('opens the NIR help popup with its CMS text and closes it', async () => {
    const { screen, cmsRequests } = registerScreen();
    await screen.start();
    await screen.nirHelp.open();
    expect(cmsRequests).toContain('Register_Num_Secu_Popup');
    expect(screen.nirHelp.isOpen).toBe(true);
    expect(screen.nirHelp.item?.title).toBe('Où trouver ?');
    screen.nirHelp.close();
    expect(screen.nirHelp.isOpen).toBe(false);
  });
});

describe('register view-model: typing', () => {
  it('leaves the other fields untouched by a key typed in one field (their rules and errors did not change)', async () => {
    const { screen } = registerScreen();
    await screen.start();
    screen.touch('codePostal');
    const requiredChanges: boolean[] = [];
    const errorChanges: (string | null)[] = [];
    const stopRequired = reaction(
      () => screen.isRequired('codePostal'),
      (required) => requiredChanges.push(required),
      { equals: () => false },
    );
    const stopError = reaction(
      () => screen.errorOf('codePostal'),
      (error) => errorChanges.push(error),
      { equals: () => false },
    );
    for (const text of ['M', 'Ma', 'Mar', 'Mart']) screen.setText('nom', text);
    screen.setText('codePostal', '69003');
    stopRequired();
    stopError();
    expect(requiredChanges).toEqual([]);
    // Once when the name stops being empty (the form's issues changed), then for its own value: not per key.
    expect(errorChanges).toEqual(['* saisie obligatoire', null]);
  });
});
