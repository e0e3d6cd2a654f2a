import type { ClientConfiguration, CmsItem } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import type { CmsBlockOutcome } from '../cms-block/cms-block.use-case.ts';
import { ScriptedUseCase } from '../testing/scripted-use-case.ts';
import type { RegisterCommand, RegisterContextOutcome, RegisterOutcome } from './register.use-cases.ts';
import { RegisterViewModel } from './register.view-model.ts';

/** The register screen's Monaco number (spec §3 isDonneesROMonegasquesActivated, §4 NIR input, §5 rule). */
const TODAY = new Date(2025, 5, 15);

const CONFIGURATION: ClientConfiguration = {
  createAccountAuthMode: 'NIR',
  tailleMaxPrenomNom: 40,
  registerAttemptNumber: 3,
  registerAttemptNumberMessage: 'Vous avez atteint le nombre maximal de tentatives.',
  isCodePostalVerifiedOnAccountCreation: false,
  isRegisterVerifyEmail: false,
  isRegisterVerifyIban: false,
  isRegisterIbanObligatoire: false,
  registerEmailMessage: '',
  registerIbanMessage: '',
  consentements: [],
  oidcExternalProvider: null,
  isCheckBirthdayForgotPasswordActivated: false,
  amfSmsActivated: false,
  isAlerteRemboursementSubscribed: false,
  delaiToasts: 5,
  applicationMobile: { lienAndroid: '', lienIphone: '', titre: '', texte: '' },
  fonctionnalites: { dematCreationCompte: false },
};

const HELP: CmsItem = { id: 'h', name: 'Register_Help', itemName: '', title: 'Aide', content: '<p>Aide</p>' };

async function registerScreen(monacoNumbers: boolean | undefined) {
  const context: RegisterContextOutcome = {
    kind: 'loaded',
    context: {
      configuration: CONFIGURATION,
      featureFlags: {},
      passwordRequiredLength: 8,
      ...(monacoNumbers === undefined ? {} : { monacoNumbers }),
    },
  };
  const register = new ScriptedUseCase<RegisterCommand, RegisterOutcome>('register');
  const screen = new RegisterViewModel({
    context: { load: () => Promise.resolve(context) },
    register,
    loadCmsBlock: {
      execute: (): Promise<CmsBlockOutcome> => Promise.resolve({ kind: 'loaded', item: HELP }),
    },
    navigate: () => undefined,
    notify: () => undefined,
    announce: () => undefined,
    today: () => TODAY,
  });
  await screen.start();
  screen.setText('nom', 'Rossi');
  screen.setText('prenom', 'Lucia');
  screen.birthDate.typeText('02041990');
  screen.setText('email', 'lucia.rossi@example.mc');
  screen.setText('password', 'Portail#2026');
  screen.setText('confirmPassword', 'Portail#2026');
  screen.setCgu(true);
  return { screen, register };
}

describe('register view-model: Monaco number', () => {
  it('accepts a 98… number only from a client with Monegasque data, once the Monaco number is chosen', async () => {
    for (const monacoNumbers of [false, undefined]) {
      const { screen } = await registerScreen(monacoNumbers);
      screen.nir.setMode('monaco');
      screen.nir.setNumber('123456');
      expect(screen.settings?.isDonneesROMonegasquesActivated).toBe(false);
      expect(screen.issues?.nir.map((issue) => issue.code)).toEqual(['NIR.FORMAT']);
    }
    const { screen } = await registerScreen(true);
    expect(screen.settings?.isDonneesROMonegasquesActivated).toBe(false);
    screen.nir.setMode('monaco');
    expect(screen.settings?.isDonneesROMonegasquesActivated).toBe(true);
  });

  it('sends 98 + the Monaco digits padded to 11, accepted by the rules', async () => {
    const { screen, register } = await registerScreen(true);
    screen.nir.setMode('monaco');
    screen.nir.setNumber('123456');
    expect(screen.user.nir).toBe('9800000123456');
    expect(screen.errorOf('nir')).toBeNull();
    register.answer({
      kind: 'registered',
      showDematPopup: false,
      next: { kind: 'navigate', route: 'display-email', query: { source: 'register' } },
    });
    await screen.submit();
    expect(register.commands[0]?.user.nir).toBe('9800000123456');
    expect(register.commands[0]?.settings.isDonneesROMonegasquesActivated).toBe(true);
  });

  it('counts a Monaco number of zeros as empty: the NIR is still required', async () => {
    const { screen } = await registerScreen(true);
    screen.nir.setMode('monaco');
    screen.nir.setNumber('000');
    screen.nir.markTouched();
    expect(screen.errorOf('nir')).toBe('* saisie obligatoire');
  });

  it('switching between French and Monaco numbers resets the number', async () => {
    const { screen } = await registerScreen(true);
    screen.nir.setNumber('1850578006084');
    screen.nir.setMode('monaco');
    expect(screen.user.nir).toBe('');
    screen.nir.setNumber('42');
    screen.nir.setMode('standard');
    expect(screen.user.nir).toBe('');
  });

  it('refuses a 98… number typed as a French NIR', async () => {
    const { screen } = await registerScreen(true);
    screen.nir.setNumber('9800000123456');
    screen.nir.markTouched();
    expect(screen.errorOf('nir')).toBe('Le format du numéro de sécurité sociale (sans clé) est incorrect');
  });
});
