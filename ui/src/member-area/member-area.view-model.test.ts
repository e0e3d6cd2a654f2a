import { err, ok, SESSION_STORAGE_KEYS } from '@portail/application';
import type { Contract } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { memberAreaCallbackUrl } from './member-area.config.ts';
import type { MemberDialog } from './member-dialogs.ts';
import { flushPromises } from '@portail/application/src/use-cases/test-support/fake-clock.ts';
import { aClient, memberAreaFixture } from './testing/member-area.fixture.ts';
import {
  aCmsItem,
  aConsent,
  aContract,
  aMember,
  aPortError,
  withMissingPayment,
} from './testing/member-mothers.ts';

const FIRST = aContract();
const SECOND = aContract({
  numeroContratIndividuel: '1000001-02',
  nomOffre: 'Prévoyance Sérénité',
  etat: 'eninstance',
});
const SUSPENDED = aContract({
  numeroContratIndividuel: '1000001-03',
  nomOffre: 'Hospitalisation Plus',
  etat: 'suspendu',
  isActif: false,
});

const FLAGS = {
  modalitePaiementPrestation: { isActivated: true, isActivatedPerContract: { '1000001-02': false } },
  reseauxSoins: { isActivated: false, isActivatedPerContract: { '1000001-02': true } },
};

function signedIn(contracts: readonly Contract[] = [FIRST, SECOND, SUSPENDED], user = aMember()) {
  const fixture = memberAreaFixture();
  fixture.identity.currentUser.answer(ok(user));
  fixture.clientConfig.client.answerAlways(ok(aClient(FLAGS)));
  fixture.contracts.load.answerAlways(ok(contracts));
  fixture.cms.blocks.answerAlways(err(aPortError(404)));
  return fixture;
}

function kinds(dialogs: readonly MemberDialog[]): string[] {
  return dialogs.map((dialog) => dialog.kind);
}

describe('member area: guard and start', () => {
  it('sends a visitor without session to the login page, coming back to the area', async () => {
    const { shell, identity, browser, contracts } = memberAreaFixture();
    identity.currentUser.answer(err(aPortError(401)));
    await shell.start();
    expect(shell.status).toBe('leaving');
    expect(browser.redirects).toEqual(['/api/identity/login?callbackUrl=%2F%23%2Fespace']);
    expect(contracts.load.count).toBe(0);
  });

  it('comes back to the screen of the area that was asked for', async () => {
    const { shell, identity, browser } = memberAreaFixture();
    identity.currentUser.answer(err(aPortError(401)));
    browser.hash = '#/espace/courriers';
    await shell.start();
    expect(browser.redirects).toEqual(['/api/identity/login?callbackUrl=%2F%23%2Fespace%2Fcourriers']);
    expect(memberAreaCallbackUrl('#/espace?x=1')).toBe('/#/espace?x=1');
    expect(memberAreaCallbackUrl('#/register')).toBe('/#/espace');
    expect(memberAreaCallbackUrl('#/espace-pirate')).toBe('/#/espace');
  });

  it('shows the failure of the current-user call and starts again on retry', async () => {
    const fixture = memberAreaFixture();
    fixture.identity.currentUser.answer(err(aPortError(0)), ok(aMember()));
    fixture.clientConfig.client.answerAlways(ok(aClient(FLAGS)));
    fixture.contracts.load.answerAlways(ok([FIRST]));
    fixture.cms.blocks.answerAlways(err(aPortError(404)));
    const { shell } = fixture;
    await shell.start();
    expect(shell.status).toBe('failed');
    expect(shell.failure).toBe('Impossible de se connecter au serveur');
    await shell.start();
    expect(shell.status).toBe('ready');
    expect(shell.failure).toBeNull();
  });

  it("loads the member, the client and the contracts: 'number - offer name' with the state in brackets", async () => {
    const { shell, sessionStorage, settings } = signedIn();
    await shell.start();
    expect(shell.status).toBe('ready');
    expect(shell.displayName).toBe('Marie Dupont');
    expect(shell.roleFlags.isUser).toBe(true);
    expect(settings.clientName).toBe('Mutuelle Démo');
    expect(shell.contractOptions.map((option) => option.label)).toEqual([
      '1000001-01 - Santé Essentielle Famille',
      '1000001-02 - Prévoyance Sérénité [En instance]',
      '1000001-03 - Hospitalisation Plus [Suspendu]',
    ]);
    expect(shell.current).toBe(FIRST);
    expect(shell.currentLabel).toBe('1000001-01 - Santé Essentielle Famille');
    expect(sessionStorage.get(SESSION_STORAGE_KEYS.currentContract)).toBe('1000001-01');
  });

  it('starts once while the member moves between the screens of the area', async () => {
    const { shell, identity, contracts } = signedIn();
    await shell.ensureStarted();
    await shell.ensureStarted();
    expect(identity.currentUser.count).toBe(1);
    expect(contracts.load.count).toBe(1);
  });

  it('uses the stored contract when it is active, the first one otherwise', async () => {
    const active = signedIn();
    active.sessionStorage.set(SESSION_STORAGE_KEYS.currentContract, '1000001-02');
    await active.shell.start();
    expect(active.shell.current).toBe(SECOND);
    const inactive = signedIn();
    inactive.sessionStorage.set(SESSION_STORAGE_KEYS.currentContract, '1000001-03');
    await inactive.shell.start();
    expect(inactive.shell.current).toBe(FIRST);
  });

  it('names the member by login when the names are blank', async () => {
    const { shell } = signedIn([FIRST], aMember({ nom: '', prenom: '' }));
    await shell.start();
    expect(shell.displayName).toBe('demo@mutuelle.fr');
  });

  it('reuses the client already loaded by the shell and toasts a client that cannot be loaded', async () => {
    const ready = signedIn();
    ready.settings.apply(aClient(FLAGS));
    await ready.shell.start();
    expect(ready.clientConfig.client.count).toBe(0);
    const failing = memberAreaFixture();
    failing.identity.currentUser.answer(ok(aMember()));
    failing.clientConfig.client.answer(err(aPortError(500)));
    failing.contracts.load.answer(ok([FIRST]));
    failing.cms.blocks.answerAlways(err(aPortError(404)));
    await failing.shell.start();
    expect(failing.toasts[0]?.message).toBe(
      "Le chargement d'une source de données à échoué (configuration du portail)",
    );
    expect(failing.shell.status).toBe('ready');
  });
});

describe('member area: contract failures', () => {
  it("shows the no-contract notice ('0 contrat'); a member is logged out, then sent to the login page", async () => {
    const fixture = signedIn([]);
    fixture.contracts.load.answerAlways(
      err({ code: 'CONTRACTS.EMPTY', message: '0 contrat', severity: 'danger' }),
    );
    const { shell, browser, identity } = fixture;
    await shell.start();
    const dialog = shell.activeDialog;
    expect(dialog?.kind).toBe('no-contract');
    if (dialog?.kind !== 'no-contract') throw new Error('no-contract notice expected');
    expect(dialog.model.title).toBe('0 contrat');
    expect(shell.current).toBeNull();
    expect(browser.redirects).toEqual([]);
    await dialog.model.proceed();
    expect(identity.logoutCall.count).toBe(1);
    expect(browser.redirects).toEqual(['/api/identity/login']);
  });

  it('sends a back-end user without contract to the admin area', async () => {
    const fixture = signedIn([], aMember({ roles: ['Admin', 'BackEndUser'] }));
    fixture.contracts.load.answerAlways(
      err({ code: 'CONTRACTS.EMPTY', message: '0 contrat', severity: 'danger' }),
    );
    const { shell, browser, identity } = fixture;
    await shell.start();
    const dialog = shell.activeDialog;
    if (dialog?.kind !== 'no-contract') throw new Error('no-contract notice expected');
    await dialog.model.proceed();
    expect(browser.redirects).toEqual(['/admin/']);
    expect(identity.logoutCall.count).toBe(0);
  });

  it('shows the error body of a 503 in the static error modal, and loads again on retry', async () => {
    const fixture = signedIn();
    fixture.contracts.load.answer(err(aPortError(503, 'Maintenance des contrats en cours')));
    const { shell } = fixture;
    await shell.start();
    expect(shell.activeDialog).toEqual({
      kind: 'contracts-error',
      message: 'Maintenance des contrats en cours',
    });
    await shell.retryContracts();
    expect(shell.queue.has('contracts-error')).toBe(false);
    expect(shell.current).toBe(FIRST);
  });

  it('shows the default text of other statuses in the static error modal', async () => {
    const fixture = signedIn();
    fixture.contracts.load.answer(err(aPortError(500, 'NullPointerException')));
    await fixture.shell.start();
    expect(fixture.shell.activeDialog).toEqual({
      kind: 'contracts-error',
      message: "Une erreur s'est produite. Si le problème persiste, contactez votre support",
    });
  });
});

describe('member area: start-up dialogs', () => {
  it('opens one start-up dialog at most, the most important due: consents, else bank details, else news (issue 22 #16)', async () => {
    const all = signedIn([withMissingPayment(FIRST), SECOND]);
    all.consent.pendingCall.answer(ok([aConsent('newsletter')]));
    all.cms.blocks.answerAlways(ok([aCmsItem({ id: 'cms-popup-information' })]));
    await all.shell.start();
    await flushPromises();
    expect(kinds(all.shell.queue.dialogs)).toEqual(['consent']);
    const consent = all.shell.activeDialog;
    if (consent?.kind !== 'consent') throw new Error('consent dialog expected');
    await consent.model.answer('newsletter', true);
    expect(all.shell.activeDialog).toBeNull();
    expect(all.shell.bankDetailsMissing).toBe(true);

    const bankAndNews = signedIn([withMissingPayment(FIRST), SECOND]);
    bankAndNews.identity.modeGestion.answer(ok('manuel'));
    bankAndNews.cms.blocks.answerAlways(ok([aCmsItem({ id: 'cms-popup-information' })]));
    await bankAndNews.shell.start();
    await flushPromises();
    expect(kinds(bankAndNews.shell.queue.dialogs)).toEqual(['bank-details']);
    const bank = bankAndNews.shell.activeDialog;
    if (bank?.kind !== 'bank-details') throw new Error('bank-details popup expected');
    expect(bank.model.ribRequired).toBe(true);

    const news = signedIn([FIRST]);
    news.cms.blocks.answerAlways(ok([aCmsItem({ id: 'cms-popup-information' })]));
    await news.shell.start();
    expect(kinds(news.shell.queue.dialogs)).toEqual(['information']);
  });

  it('does not show a news popup closed without « Ne plus afficher » again within a week', async () => {
    const fixture = signedIn([FIRST]);
    fixture.cms.blocks.answerAlways(ok([aCmsItem({ id: 'cms-popup-information' })]));
    await fixture.shell.start();
    const news = fixture.shell.activeDialog;
    if (news?.kind !== 'information') throw new Error('information popup expected');
    news.model.close();
    expect(fixture.browser.cookies.get('portail_popup_cms_cms-popup-information_ferme')?.days).toBe(7);
    fixture.identity.currentUser.answer(ok(aMember()));
    await fixture.shell.start();
    expect(fixture.shell.queue.dialogs).toEqual([]);
  });

  it('does not show the information popup again once its cookie is set', async () => {
    const fixture = signedIn();
    fixture.cms.blocks.answerAlways(ok([aCmsItem({ id: 'cms-popup-information' })]));
    fixture.browser.writeCookie('portail_popup_cms_cms-popup-information', '1', 365);
    await fixture.shell.start();
    expect(fixture.shell.queue.dialogs).toEqual([]);
  });

  it('offers the bank details only where the feature is on for the current contract', async () => {
    const fixture = signedIn([withMissingPayment(SECOND), FIRST]);
    await fixture.shell.start();
    expect(fixture.shell.bankDetailsMissing).toBe(false);
    expect(fixture.identity.modeGestion.count).toBe(0);
    expect(fixture.shell.queue.has('bank-details')).toBe(false);
    expect(fixture.shell.careNetworksVisible).toBe(true);
    expect(fixture.shell.isFeatureVisible('inconnue')).toBe(true);
  });

  it("toasts 'Le chargement d'une source de données à échoué (consentements)' and goes on", async () => {
    const fixture = signedIn();
    fixture.consent.pendingCall.answer(err(aPortError(500)));
    await fixture.shell.start();
    expect(fixture.toasts.map((toast) => toast.message)).toContain(
      "Le chargement d'une source de données à échoué (consentements)",
    );
    expect(fixture.shell.status).toBe('ready');
  });
});

describe('member area: contract selector', () => {
  it('switches contract: stored, caches cleared, the route reloaded, the bank details offered when missing', async () => {
    const fixture = signedIn([FIRST, SECOND, withMissingPayment(SUSPENDED)]);
    const { shell, sessionStorage, requestCache, announcements } = fixture;
    await shell.start();
    const clearsBefore = requestCache.clears;
    await shell.selectContract('1000001-02');
    expect(shell.current).toBe(SECOND);
    expect(sessionStorage.get(SESSION_STORAGE_KEYS.currentContract)).toBe('1000001-02');
    expect(requestCache.clears).toBe(clearsBefore + 1);
    expect(shell.routeVersion).toBe(1);
    expect(announcements).toEqual(['Contrat sélectionné : 1000001-02 - Prévoyance Sérénité [En instance].']);
    await shell.selectContract('1000001-03');
    await flushPromises();
    expect(shell.queue.has('bank-details')).toBe(true);
    expect(shell.routeVersion).toBe(2);
  });

  it('ignores the current contract and unknown numbers', async () => {
    const { shell, requestCache } = signedIn();
    await shell.start();
    const clears = requestCache.clears;
    await shell.selectContract('1000001-01');
    await shell.selectContract('9999999-99');
    expect(shell.routeVersion).toBe(0);
    expect(requestCache.clears).toBe(clears);
  });
});

describe('member area: logout and contract updates', () => {
  it('logs out to the logoutUrl, or to the root when the call fails', async () => {
    const ok1 = signedIn();
    await ok1.shell.start();
    await ok1.shell.logout();
    expect(ok1.browser.redirects).toEqual(['/au-revoir']);
    expect(ok1.shell.status).toBe('leaving');
    const failing = signedIn();
    failing.identity.logoutCall.answer(err(aPortError(500)));
    await failing.shell.start();
    await failing.shell.logout();
    expect(failing.browser.redirects).toEqual(['/']);
  });

  it('reloads the contracts when the contract resource is flagged for refresh', async () => {
    const fixture = signedIn();
    await fixture.shell.start();
    fixture.contracts.load.answer(ok([SECOND]));
    await fixture.shell.contractUpdated({ refreshContracts: true, handledManually: false });
    expect(fixture.contracts.load.count).toBe(2);
    expect(fixture.shell.current).toBe(SECOND);
  });

  it('reloads the page 5 s after an update of a resource not flagged for refresh', async () => {
    const fixture = signedIn();
    await fixture.shell.start();
    await fixture.shell.contractUpdated({ refreshContracts: false, handledManually: false });
    fixture.clock.advance(4999);
    expect(fixture.browser.reloads).toBe(0);
    fixture.clock.advance(1);
    expect(fixture.browser.reloads).toBe(1);
  });

  it('does nothing when the request is handled manually, and forgets a pending reload when left', async () => {
    const fixture = signedIn();
    await fixture.shell.start();
    await fixture.shell.contractUpdated({ refreshContracts: true, handledManually: true });
    expect(fixture.contracts.load.count).toBe(1);
    await fixture.shell.contractUpdated({ refreshContracts: false, handledManually: false });
    fixture.shell.dispose();
    fixture.clock.advance(5000);
    expect(fixture.browser.reloads).toBe(0);
  });

  it('after automatic bank details, reloads the contracts; in manual mode marks the payment as no longer missing', async () => {
    const fixture = signedIn([withMissingPayment(FIRST), SECOND]);
    fixture.identity.modeGestion.answerAlways(ok('automatique'));
    const { shell } = fixture;
    await shell.start();
    await flushPromises();
    const bank = shell.activeDialog;
    if (bank?.kind !== 'bank-details') throw new Error('bank-details popup expected');
    bank.model.setValue('titulaire', 'Marie Dupont');
    bank.model.setValue('iban', 'FR7630006000011234567890189');
    bank.model.setValue('bic', 'AGRIFRPP');
    fixture.contracts.load.answer(ok([FIRST, SECOND]));
    await bank.model.submit();
    await flushPromises();
    expect(fixture.contracts.load.count).toBe(2);
    expect(shell.bankDetailsMissing).toBe(false);
    expect(shell.queue.has('bank-details')).toBe(false);

    const manual = signedIn([withMissingPayment(FIRST), SECOND]);
    manual.identity.modeGestion.answerAlways(ok('manuel'));
    manual.bankDetails.updateCall.answer(ok({ isModeGestionManuel: true }));
    await manual.shell.start();
    await flushPromises();
    const manualBank = manual.shell.activeDialog;
    if (manualBank?.kind !== 'bank-details') throw new Error('bank-details popup expected');
    manualBank.model.setValue('titulaire', 'Marie Dupont');
    manualBank.model.setValue('iban', 'FR7630006000011234567890189');
    manualBank.model.setValue('bic', 'AGRIFRPP');
    manualBank.model.rib.add([new File(['%PDF-1.4'], 'rib.pdf', { type: 'application/pdf' })]);
    manual.upload.open.succeed('rib-1.pdf');
    await flushPromises();
    await manualBank.model.submit();
    await flushPromises();
    expect(manual.contracts.load.count).toBe(1);
    expect(manual.shell.current?.modalitePaiementPrestation.isMissing).toBe(false);
    expect(manual.shell.contractOptions[0]?.contract.modalitePaiementPrestation.isMissing).toBe(false);
    expect(manual.shell.bankDetailsRequestPending).toBe(true);
  });
});

describe('member area: dialogs opened by the member', () => {
  it('opens the care networks once, and the dematerialisation popup when its block loads', async () => {
    const fixture = signedIn();
    await fixture.shell.start();
    fixture.shell.openCareNetworks();
    fixture.shell.openCareNetworks();
    expect(kinds(fixture.shell.queue.dialogs)).toEqual(['care-networks']);
    expect(fixture.careNetwork.networks.count).toBe(1);
    await fixture.shell.openDemat();
    expect(kinds(fixture.shell.queue.dialogs)).toEqual(['care-networks']);
    fixture.cms.blocks.answer(ok([aCmsItem({ title: 'Passez au zéro papier' })]));
    await fixture.shell.openDemat();
    expect(kinds(fixture.shell.queue.dialogs)).toEqual(['care-networks', 'demat']);
  });

  it('opens the bank-details popup from the home page while the details are missing', async () => {
    const fixture = signedIn([withMissingPayment(FIRST)]);
    await fixture.shell.start();
    await flushPromises();
    const bank = fixture.shell.activeDialog;
    if (bank?.kind !== 'bank-details') throw new Error('bank-details popup expected');
    bank.model.cancel();
    expect(fixture.shell.queue.has('bank-details')).toBe(false);
    await fixture.shell.openBankDetails();
    await flushPromises();
    expect(fixture.shell.queue.has('bank-details')).toBe(true);
  });
});

describe('member area: « Mon compte » › « Modifier » the bank details', () => {
  it('opens the bank-details popup of the current contract whose details are on file', async () => {
    const fixture = signedIn([FIRST]);
    fixture.identity.modeGestion.answerAlways(ok('automatique'));
    await fixture.shell.start();
    await flushPromises();
    expect(fixture.shell.queue.has('bank-details')).toBe(false);
    await fixture.shell.editBankDetails();
    await flushPromises();
    expect(fixture.shell.activeDialog?.kind).toBe('bank-details');
  });
});

describe('member area: screens', () => {
  it('keeps one supporting-documents form (and its upload queue) for the page, a fresh courriers list per visit', () => {
    const { area } = memberAreaFixture();
    expect(area.supportingDocuments()).toBe(area.supportingDocuments());
    expect(area.courriers()).not.toBe(area.courriers());
  });
});
