import {
  activationFormLayout,
  catalogueMessage,
  dangerToast,
  dangerToastCatalogue,
  flowErrorCatalogue,
  passwordRuleMessage,
  REQUIRED_FIELDS_SUMMARY_MESSAGE,
  validateActivationForm,
} from '@portail/domain';
import { describe, expect, it } from 'vitest';
import type {
  ActivateAccountResult,
  LoadCmsBlockResult,
  TokenCheckOutcome,
} from '../../app/platform/account-recovery.use-cases.ts';
import { A_PORT_ERROR, RecordingEffects, ScriptedUseCase } from '../../app/platform/testing/flow-fakes.ts';
import {
  DEMO_CONFIGURATION,
  FakeAccountSettings,
} from '../account-recovery/testing/account-settings.fakes.ts';
import { ActivateUserViewModel } from './activate-user.view-model.ts';

const PASSWORD = 'Portail#2025';
const TOKEN = { code: 'jeton-activation', userId: 'compte-42' };
const CONSENTS = [
  { nom: 'newsletter', libelle: "J'accepte de recevoir les actualités.", accepted: null },
  { nom: 'enquetes', libelle: "J'accepte d'être sollicité(e).", accepted: null },
];

function validToken(isCreatedByAdmin: boolean): TokenCheckOutcome {
  return {
    kind: 'valid',
    token: TOKEN,
    isCreatedByAdmin,
    consentements: CONSENTS,
    layout: activationFormLayout({
      createdByAdmin: isCreatedByAdmin,
      passwordChosenAtRegistration: !isCreatedByAdmin,
    }),
  };
}

const INVALID_LINK: TokenCheckOutcome = {
  kind: 'invalid-link',
  error: A_PORT_ERROR,
  message: catalogueMessage(flowErrorCatalogue.activationLinkInvalid),
  next: undefined,
  recovery: { kind: 'navigate', route: 'forgot-password' },
};

const ACTIVATED = (showDematPopup: boolean): ActivateAccountResult => ({
  kind: 'activated',
  showDematPopup,
  next: { kind: 'navigate', route: 'activate-user-confirmation' },
});

function setUp(check: TokenCheckOutcome, ...activations: ActivateAccountResult[]) {
  const tokenCheck = new ScriptedUseCase(check);
  const activateAccount = new ScriptedUseCase(...activations);
  const loadCmsBlock = new ScriptedUseCase<{ name: string }, LoadCmsBlockResult>({
    kind: 'loaded',
    item: {
      id: 'cms-popup-demat',
      name: 'Popup_Demat',
      itemName: '',
      title: 'Passez au zéro papier',
      content: '<p>Texte</p>',
    },
  });
  const settings = new FakeAccountSettings(DEMO_CONFIGURATION, 10);
  const effects = new RecordingEffects();
  const model = new ActivateUserViewModel({
    checkToken: tokenCheck,
    activateAccount,
    loadCmsBlock,
    settings,
    effects,
  });
  return { model, tokenCheck, activateAccount, loadCmsBlock, settings, effects };
}

function fillPasswords(model: ActivateUserViewModel, password = PASSWORD) {
  model.setPassword(password);
  model.setConfirmPassword(password);
}

describe('activate-user view-model', () => {
  it('checks the link of the e-mail as a Confirmation token, once even if the screen mounts twice', async () => {
    const { model, tokenCheck, settings } = setUp(validToken(false));
    await Promise.all([
      model.load('jeton-activation', 'compte-42'),
      model.load('jeton-activation', 'compte-42'),
    ]);
    expect(tokenCheck.commands).toEqual([
      { purpose: 'Confirmation', code: 'jeton-activation', userId: 'compte-42' },
    ]);
    expect(settings.loads).toBe(1);
    expect(model.status).toBe('form');
  });

  it('shows the invalid-link text with the forgot-password link when the token check fails', async () => {
    const { model } = setUp(INVALID_LINK);
    await model.load(null, 'compte-42');
    expect(model.status).toBe('invalid-link');
    expect(model.invalidLinkMessage).toBe(
      "Ce lien d'activation n'est plus valide. Vous pouvez demander l'envoi d'un nouveau lien.",
    );
    expect(model.recoveryRoute).toBe('forgot-password');
  });

  it('asks no password of an account the member created: the one chosen at registration is kept (issue 22 #2)', async () => {
    const { model, activateAccount } = setUp(validToken(false), ACTIVATED(false));
    await model.load('c', 'u');
    expect(model.layout).toEqual({ passwordVisible: false, termsVisible: false, consentsVisible: false });
    expect(model.consents).toEqual([]);
    expect(model.summary).toBeNull();
    await model.submit();
    expect(activateAccount.commands[0]).toMatchObject({ isCreatedByAdmin: false, token: TOKEN });
  });

  it('adds the terms and every consent, unanswered, for an account created by an administrator', async () => {
    const { model } = setUp(validToken(true));
    await model.load('c', 'u');
    expect(model.layout).toEqual({ passwordVisible: true, termsVisible: true, consentsVisible: true });
    expect(model.consents.map((consent) => [consent.nom, consent.accepted])).toEqual([
      ['newsletter', null],
      ['enquetes', null],
    ]);
  });

  it('shows a field error only once the field is left, and the password rule of the configured length', async () => {
    const { model } = setUp(validToken(true));
    await model.load('c', 'u');
    model.setPassword('court');
    expect(model.errorOf('password')).toBeNull();
    model.touch('password');
    expect(model.errorOf('password')).toBe(passwordRuleMessage(10));
  });

  it('refuses a submission with mismatching passwords: every error and the summary shown, nothing activated', async () => {
    const issues = validateActivationForm(
      { password: PASSWORD, confirmPassword: 'Autre#2025', CGU: true },
      { createdByAdmin: true },
    );
    const { model, activateAccount, effects } = setUp(validToken(true), {
      kind: 'invalid',
      issues,
      summary: REQUIRED_FIELDS_SUMMARY_MESSAGE,
    });
    await model.load('c', 'u');
    model.setCgu(true);
    model.answerConsent('newsletter', true);
    model.answerConsent('enquetes', false);
    model.setPassword(PASSWORD);
    model.setConfirmPassword('Autre#2025');
    await model.submit();
    expect(model.errorOf('confirmPassword')).toBe("Merci de saisir les mots de passe à l'identique.");
    expect(model.summary).toBe('Merci de renseigner toutes les données obligatoires.');
    expect(model.feedback.attempt).toBe(1);
    expect(activateAccount.commands).toHaveLength(1);
    expect(effects.routes).toEqual([]);
    model.setConfirmPassword(PASSWORD);
    expect(model.summary).toBeNull();
  });

  it('sends the passwords, the terms and the answered consents with the token of the link', async () => {
    const { model, activateAccount } = setUp(validToken(true), ACTIVATED(false));
    await model.load('c', 'u');
    fillPasswords(model);
    model.setCgu(true);
    model.answerConsent('newsletter', true);
    model.answerConsent('enquetes', false);
    await model.submit();
    expect(activateAccount.lastCommand).toEqual({
      values: {
        password: PASSWORD,
        confirmPassword: PASSWORD,
        CGU: true,
        consentements: [
          { ...CONSENTS[0], accepted: true },
          { ...CONSENTS[1], accepted: false },
        ],
      },
      token: TOKEN,
      isCreatedByAdmin: true,
      settings: { fonctionnalites: { dematCreationCompte: true }, passwordRequiredLength: 10 },
    });
  });

  it('marks the consents left unanswered after a submission', async () => {
    const { model } = setUp(validToken(true), {
      kind: 'invalid',
      issues: validateActivationForm(
        { password: PASSWORD, confirmPassword: PASSWORD, CGU: true, consentements: CONSENTS },
        { createdByAdmin: true },
      ),
      summary: REQUIRED_FIELDS_SUMMARY_MESSAGE,
    });
    await model.load('c', 'u');
    fillPasswords(model);
    model.setCgu(true);
    model.answerConsent('newsletter', true);
    await model.submit();
    expect(model.errorOf('consentements')).toBe('Merci de répondre à chacun des consentements.');
    expect(model.isConsentMissing('newsletter')).toBe(false);
    expect(model.isConsentMissing('enquetes')).toBe(true);
  });

  it('goes to activate-user-confirmation when no popup is due', async () => {
    const { model, effects } = setUp(validToken(false), ACTIVATED(false));
    await model.load('c', 'u');
    fillPasswords(model);
    await model.submit();
    expect(model.dematPopup).toBeNull();
    expect(effects.routes).toEqual(['activate-user-confirmation']);
  });

  it('shows the dematerialisation popup first, then the confirmation route once it is closed', async () => {
    const { model, effects, loadCmsBlock } = setUp(validToken(true), ACTIVATED(true));
    await model.load('c', 'u');
    fillPasswords(model);
    model.setCgu(true);
    model.answerConsent('newsletter', true);
    model.answerConsent('enquetes', true);
    await model.submit();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(model.dematPopup?.title).toBe('Passez au zéro papier');
    expect(loadCmsBlock.commands).toEqual([{ name: 'Popup_Demat' }]);
    expect(effects.routes).toEqual([]);
    model.closeDematPopup();
    expect(model.dematPopup).toBeNull();
    expect(effects.routes).toEqual(['activate-user-confirmation']);
  });

  it('keeps the typed values, shows the danger toast with the server message and its field errors on a failure', async () => {
    const { model, effects } = setUp(validToken(true), {
      kind: 'failed',
      toast: dangerToast(dangerToastCatalogue.activationFailed, 'Mot de passe trop proche du précédent.'),
      fieldIssues: { password: [{ code: 'PASSWORD.REUSED', message: 'Mot de passe déjà utilisé.' }] },
    });
    await model.load('c', 'u');
    fillPasswords(model);
    await model.submit();
    expect(effects.shownToasts).toEqual([
      {
        intent: 'danger',
        message: "L'activation du compte a échoué.",
        detail: 'Mot de passe trop proche du précédent.',
      },
    ]);
    expect(model.password).toBe(PASSWORD);
    expect(model.submitting).toBe(false);
    expect(model.errorOf('password')).toBe('Mot de passe déjà utilisé.');
    model.setPassword(`${PASSWORD}!`);
    expect(model.errorOf('password')).toBeNull();
  });

  it('ignores a second submission while the first is running', async () => {
    const { model, activateAccount } = setUp(validToken(false), ACTIVATED(false));
    await model.load('c', 'u');
    fillPasswords(model);
    await Promise.all([model.submit(), model.submit()]);
    expect(activateAccount.commands).toHaveLength(1);
  });
});
