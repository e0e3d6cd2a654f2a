import { err, ok } from '@portail/application';
import { describe, expect, it } from 'vitest';
import { aClient, memberAreaFixture } from '../testing/member-area.fixture.ts';
import { aContract, aMember, aPortError } from '../testing/member-mothers.ts';

const HEALTH = aContract();
const PROVIDENT = aContract({ numeroContratIndividuel: '1000001-02', nomOffre: 'Prévoyance Sérénité' });

function signedIn(flags: Parameters<typeof aClient>[0]) {
  const fixture = memberAreaFixture();
  fixture.identity.currentUser.answer(ok(aMember()));
  fixture.clientConfig.client.answerAlways(ok(aClient(flags)));
  fixture.contracts.load.answerAlways(ok([HEALTH, PROVIDENT]));
  fixture.cms.blocks.answerAlways(err(aPortError(404)));
  fixture.consent.pendingCall.answerAlways(ok([]));
  return fixture;
}

describe('member services tabs', () => {
  it('shows the three tabs when the tenant does not know their features', async () => {
    const fixture = signedIn({});
    await fixture.shell.start();
    expect(fixture.area.memberServices.tabs.links.map((link) => link.label)).toEqual([
      'Mes documents',
      'Mes garanties',
      'Mes bénéficiaires',
    ]);
  });

  it('hides a tab whose feature is off for the contract switched to, and shows it again on the way back', async () => {
    const fixture = signedIn({
      mesBeneficiaires: { isActivated: true, isActivatedPerContract: { '1000001-02': false } },
    });
    const { shell, area, requestCache } = fixture;
    await shell.start();
    expect(area.memberServices.tabs.isVisible('beneficiaries')).toBe(true);
    const clears = requestCache.clears;

    await shell.selectContract('1000001-02');
    expect(area.memberServices.tabs.links.map((link) => link.tab)).toEqual(['documents', 'guarantees']);
    expect(area.memberServices.tabs.isVisible('beneficiaries')).toBe(false);
    expect(requestCache.clears).toBe(clears + 1);

    await shell.selectContract('1000001-01');
    expect(area.memberServices.tabs.isVisible('beneficiaries')).toBe(true);
  });

  it('hides every tab of a tenant with the features off', async () => {
    const fixture = signedIn({
      mesDocuments: { isActivated: false },
      mesGaranties: { isActivated: false },
      mesBeneficiaires: { isActivated: false },
    });
    await fixture.shell.start();
    expect(fixture.area.memberServices.tabs.links).toEqual([]);
  });
});
