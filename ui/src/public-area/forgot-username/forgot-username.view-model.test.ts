import {
  catalogueMessage,
  dangerToast,
  dangerToastCatalogue,
  REQUIRED_FIELDS_SUMMARY_MESSAGE,
  securityCodeSendFailure,
  successToastCatalogue,
} from '@portail/domain';
import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import type {
  ChangeLoginResult,
  ChangeLoginUseCase,
  SendSecurityCodeUseCase,
  ForgotLoginPrecheck,
  LoadCmsBlockResult,
  PreCheckForgotLoginResult,
  SendSecurityCodeResult,
  VerifySecurityCodeResult,
} from '../../app/platform/account-recovery.use-cases.ts';
import {
  A_PORT_ERROR,
  RecordingEffects,
  ScriptedUseCase,
  scriptedUseCase,
} from '../../app/platform/testing/flow-fakes.ts';
import {
  DEMO_CONFIGURATION,
  FakeAccountSettings,
} from '../account-recovery/testing/account-settings.fakes.ts';
import { IdentityFieldsViewModel } from '../../widgets/identity-fields/identity-fields.view-model.ts';
import { ForgotUsernameViewModel } from './forgot-username.view-model.ts';

const TODAY = new Date(2026, 10, 21);
const FORM = {
  numeroContrat: '1000003',
  nom: 'Lefèvre',
  prenom: 'Élodie',
  dateNaissance: '03/11/1992',
  codePostal: '13008',
  email: 'elodie.nouvelle@example.fr',
};
const WITH_CODE: ForgotLoginPrecheck = {
  isUserAmfAuthorized: true,
  sendType: 'SMS',
  currentUserName: 'e***@example.fr',
  telephone: '06******22',
};
const WITHOUT_CODE: ForgotLoginPrecheck = { ...WITH_CODE, isUserAmfAuthorized: false, sendType: 'MAIL' };
const checked = (precheck: ForgotLoginPrecheck): PreCheckForgotLoginResult => ({
  kind: 'checked',
  form: FORM,
  precheck,
  next: precheck.isUserAmfAuthorized ? 'security-code' : 'confirm-change',
});
const INFO_BLOCK: LoadCmsBlockResult = {
  kind: 'loaded',
  item: {
    id: 'cms-forgot-username-info',
    name: 'Forgot_Username_Info',
    itemName: '',
    title: "Changement d'identifiant",
    content: '<p>Votre identifiant de connexion va être remplacé.</p>',
  },
};
const SENT: SendSecurityCodeResult = {
  kind: 'sent',
  sendType: 'SMS',
  notice: undefined,
  toast: undefined,
  content: undefined,
};
const VERIFIED: VerifySecurityCodeResult = {
  kind: 'verified',
  securityCode: '482916',
  closeModal: true,
  toast: catalogueMessage(successToastCatalogue.securityCodeVerified),
};
const CHANGED: ChangeLoginResult = { kind: 'changed', next: { kind: 'navigate', route: 'display-email' } };

interface Script {
  preChecks?: PreCheckForgotLoginResult[];
  sends?: SendSecurityCodeResult[];
  verifications?: VerifySecurityCodeResult[];
  changes?: ChangeLoginResult[];
  blocks?: LoadCmsBlockResult[];
}

function setUp(script: Script = {}) {
  const preCheck = new ScriptedUseCase(...(script.preChecks ?? []));
  const sendSecurityCode = scriptedUseCase<SendSecurityCodeUseCase>(...(script.sends ?? []));
  const verifySecurityCode = new ScriptedUseCase(...(script.verifications ?? []));
  const changeLogin = scriptedUseCase<ChangeLoginUseCase>(...(script.changes ?? []));
  const loadCmsBlock = new ScriptedUseCase(...(script.blocks ?? []));
  const settings = new FakeAccountSettings();
  const effects = new RecordingEffects();
  const model = new ForgotUsernameViewModel({
    preCheck,
    sendSecurityCode,
    verifySecurityCode,
    changeLogin,
    loadCmsBlock,
    settings,
    effects,
    today: () => TODAY,
  });
  return {
    model,
    preCheck,
    sendSecurityCode,
    verifySecurityCode,
    changeLogin,
    loadCmsBlock,
    settings,
    effects,
  };
}

function fill(model: ForgotUsernameViewModel) {
  model.fields.set('numeroContrat', FORM.numeroContrat);
  model.fields.set('nom', FORM.nom);
  model.fields.set('prenom', FORM.prenom);
  model.fields.birthDate.typeText('03111992');
  model.fields.set('codePostal', FORM.codePostal);
  model.fields.set('email', FORM.email);
}

/** Lets the dialogs' own requests (started without awaiting) settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('forgot-username view-model', () => {
  it('loads the tenant settings before showing the form', async () => {
    const { model, settings } = setUp();
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(model.ready));
    await Promise.all([model.load(), model.load()]);
    stop();
    expect(seen).toEqual([false, true]);
    expect(settings.loads).toBe(1);
  });

  it('refuses an incomplete form with the summary and every error shown, no modal', async () => {
    const { model } = setUp({
      preChecks: [
        {
          kind: 'invalid',
          issues: new IdentityFieldsViewModel(
            () => DEMO_CONFIGURATION,
            () => TODAY,
          ).issues,
          summary: REQUIRED_FIELDS_SUMMARY_MESSAGE,
        },
      ],
    });
    await model.submit();
    expect(model.visibleSummary).toBe('Merci de renseigner toutes les données obligatoires.');
    expect(model.fields.errorOf('email')).toBe('* saisie obligatoire');
    expect(model.fields.feedback.attempt).toBe(1);
    expect(model.securityCode).toBeNull();
    expect(model.infoOpen).toBe(false);
  });

  it('sends the typed identity with the settings of the tenant to the pre-check', async () => {
    const { model, preCheck } = setUp({ preChecks: [checked(WITHOUT_CODE)], blocks: [INFO_BLOCK] });
    fill(model);
    await model.submit();
    expect(preCheck.lastCommand).toEqual({
      form: { ...FORM, nir: '' },
      settings: {
        createAccountAuthMode: DEMO_CONFIGURATION.createAccountAuthMode,
        tailleMaxPrenomNom: DEMO_CONFIGURATION.tailleMaxPrenomNom,
        isCodePostalVerifiedOnAccountCreation: true,
      },
    });
  });

  it('toasts a failed pre-check and keeps the typed values', async () => {
    const { model, effects } = setUp({
      preChecks: [
        { kind: 'failed', toast: dangerToast(dangerToastCatalogue.loginChangeFailed, 'Erreur 502') },
      ],
    });
    fill(model);
    await model.submit();
    expect(effects.shownToasts).toEqual([
      { intent: 'danger', message: "Le changement d'identifiant a échoué.", detail: 'Erreur 502' },
    ]);
    expect(model.fields.email).toBe(FORM.email);
    expect(model.submitting).toBe(false);
  });

  it('without multi-factor: the info modal from the CMS, then Continue changes the login and goes to display-email', async () => {
    const { model, changeLogin, loadCmsBlock, effects } = setUp({
      preChecks: [checked(WITHOUT_CODE)],
      blocks: [INFO_BLOCK],
      changes: [CHANGED],
    });
    fill(model);
    await model.submit();
    await settle();
    expect(model.securityCode).toBeNull();
    expect(loadCmsBlock.commands).toEqual([{ name: 'Forgot_Username_Info' }]);
    expect(model.infoOpen).toBe(true);
    expect(model.info?.title).toBe("Changement d'identifiant");
    await model.confirmChange();
    expect(changeLogin.lastCommand).toEqual({
      form: FORM,
      settings: {
        createAccountAuthMode: 'oneOfTwo',
        tailleMaxPrenomNom: 40,
        isCodePostalVerifiedOnAccountCreation: true,
      },
      securityCodeRequired: false,
    });
    expect(effects.routes).toEqual(['display-email?source=forgot-username']);
    expect(model.infoOpen).toBe(false);
  });

  it('with multi-factor: the code modal sends the code, a verified code opens the info modal, Continue submits', async () => {
    const { model, sendSecurityCode, verifySecurityCode, changeLogin, effects } = setUp({
      preChecks: [checked(WITH_CODE)],
      sends: [SENT],
      verifications: [VERIFIED],
      blocks: [INFO_BLOCK],
      changes: [CHANGED],
    });
    fill(model);
    await model.submit();
    await settle();
    expect(model.securityCodeOpen).toBe(true);
    expect(sendSecurityCode.lastCommand).toEqual({
      operation: 'VERIFY_UNAUTHENTICATED_AMF',
      username: '1000003',
      preferredSendType: 'SMS',
      smsEnabled: true,
      resend: false,
    });
    expect(model.infoOpen).toBe(false);
    model.securityCode?.code.paste('482916');
    await model.securityCode?.verify();
    await settle();
    expect(verifySecurityCode.commands).toHaveLength(1);
    expect(model.securityCodeOpen).toBe(false);
    expect(model.info?.status).toBe('loaded');
    await model.confirmChange();
    expect(changeLogin.lastCommand.securityCodeRequired).toBe(true);
    expect(effects.routes).toEqual(['display-email?source=forgot-username']);
  });

  it('identifies the code by the NIR when no member number was typed, else by the masked login', async () => {
    const byNir = setUp({
      preChecks: [
        {
          kind: 'checked',
          form: { ...FORM, numeroContrat: '', nir: '2921113045012' },
          precheck: WITH_CODE,
          next: 'security-code',
        },
      ],
      sends: [SENT],
    });
    fill(byNir.model);
    await byNir.model.submit();
    await settle();
    expect(byNir.sendSecurityCode.lastCommand.username).toBe('2921113045012');

    const { numeroContrat: _omitted, ...withoutIdentifier } = FORM;
    const byLogin = setUp({
      preChecks: [{ kind: 'checked', form: withoutIdentifier, precheck: WITH_CODE, next: 'security-code' }],
      sends: [SENT],
    });
    fill(byLogin.model);
    await byLogin.model.submit();
    await settle();
    expect(byLogin.sendSecurityCode.lastCommand.username).toBe('e***@example.fr');
  });

  it('a code sending failure closes the modal, toasts, and redirects to the logoutUrl after 3 s', async () => {
    const { model, effects } = setUp({
      preChecks: [checked(WITH_CODE)],
      sends: [
        {
          kind: 'failed',
          toast: securityCodeSendFailure('/api/identity/logout-page'),
          closeModal: true,
          redirect: { kind: 'redirect', url: '/api/identity/logout-page', delayMs: 3000 },
        },
      ],
    });
    fill(model);
    await model.submit();
    await settle();
    expect(model.securityCodeOpen).toBe(false);
    expect(model.infoOpen).toBe(false);
    expect(effects.shownToasts).toEqual([
      { intent: 'danger', message: "L'envoi du code de sécurité a échoué." },
    ]);
    effects.scheduler.advance(3000);
    expect(effects.redirects).toEqual(['/api/identity/logout-page']);
  });

  it('calls off the pending logout redirect when the screen is left', async () => {
    const { model, effects } = setUp({
      preChecks: [checked(WITH_CODE)],
      sends: [
        {
          kind: 'failed',
          toast: securityCodeSendFailure('/sortie'),
          closeModal: true,
          redirect: { kind: 'redirect', url: '/sortie', delayMs: 3000 },
        },
      ],
    });
    fill(model);
    await model.submit();
    await settle();
    model.dispose();
    effects.scheduler.advance(3000);
    expect(effects.redirects).toEqual([]);
  });

  it('shows the fallback text of the info modal when the CMS block fails', async () => {
    const { model, effects } = setUp({
      preChecks: [checked(WITHOUT_CODE)],
      blocks: [
        {
          kind: 'failed',
          error: A_PORT_ERROR,
          toast: dangerToast(dangerToastCatalogue.cmsBlockLoadFailed, undefined, {
            name: 'Forgot_Username_Info',
          }),
        },
      ],
    });
    fill(model);
    await model.submit();
    await settle();
    expect(model.info?.status).toBe('fallback');
    expect(model.info?.fallback.paragraphs[0]).toBe(
      'Votre identifiant de connexion va être remplacé par la nouvelle adresse e-mail saisie.',
    );
    expect(effects.shownToasts[0]?.message).toBe("Le message Forgot_Username_Info n'a pas pu être chargé.");
  });

  it('closes the info modal on Annuler, the typed values kept', async () => {
    const { model, changeLogin } = setUp({ preChecks: [checked(WITHOUT_CODE)], blocks: [INFO_BLOCK] });
    fill(model);
    await model.submit();
    model.closeInfo();
    expect(model.infoOpen).toBe(false);
    expect(model.fields.nom).toBe('Lefèvre');
    await model.confirmChange();
    expect(changeLogin.commands).toHaveLength(0);
  });

  it('toasts a failed change and goes back to the form', async () => {
    const { model, effects } = setUp({
      preChecks: [checked(WITHOUT_CODE)],
      blocks: [INFO_BLOCK],
      changes: [{ kind: 'failed', toast: dangerToast(dangerToastCatalogue.loginChangeFailed, undefined) }],
    });
    fill(model);
    await model.submit();
    await model.confirmChange();
    expect(model.infoOpen).toBe(false);
    expect(effects.shownToasts.at(-1)).toEqual({
      intent: 'danger',
      message: "Le changement d'identifiant a échoué.",
    });
    expect(effects.routes).toEqual([]);
  });

  it('closes the info modal and shows the summary when the change finds the form invalid', async () => {
    const { model, effects } = setUp({
      preChecks: [checked(WITHOUT_CODE)],
      blocks: [INFO_BLOCK],
      changes: [
        {
          kind: 'invalid',
          issues: new IdentityFieldsViewModel(
            () => DEMO_CONFIGURATION,
            () => TODAY,
          ).issues,
          summary: REQUIRED_FIELDS_SUMMARY_MESSAGE,
        },
      ],
    });
    fill(model);
    await model.submit();
    await model.confirmChange();
    expect(model.infoOpen).toBe(false);
    expect(model.summary).toBe('Merci de renseigner toutes les données obligatoires.');
    expect(effects.routes).toEqual([]);
  });

  it('asks the code again when the change finds no verified code', async () => {
    const { model, sendSecurityCode } = setUp({
      preChecks: [checked(WITH_CODE)],
      sends: [SENT, SENT],
      verifications: [VERIFIED],
      blocks: [INFO_BLOCK],
      changes: [{ kind: 'security-code-required' }],
    });
    fill(model);
    await model.submit();
    await settle();
    model.securityCode?.code.paste('482916');
    await model.securityCode?.verify();
    await model.confirmChange();
    await settle();
    expect(model.infoOpen).toBe(false);
    expect(model.securityCodeOpen).toBe(true);
    expect(sendSecurityCode.commands).toHaveLength(2);
  });

  it('does not offer SMS when the tenant disabled it', async () => {
    const { model, sendSecurityCode, settings } = setUp({ preChecks: [checked(WITH_CODE)], sends: [SENT] });
    settings.configuration = { ...DEMO_CONFIGURATION, amfSmsActivated: false };
    fill(model);
    await model.submit();
    await settle();
    expect(sendSecurityCode.lastCommand.smsEnabled).toBe(false);
  });
});
