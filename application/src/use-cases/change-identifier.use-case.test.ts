import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEYS } from '../ports/session-storage.port.ts';
import { err } from '../result.ts';
import { ChangeIdentifier } from './change-identifier.use-case.ts';
import { FakeIdentityPort } from './test-support/fake-identity.port.ts';
import { FakeSessionStorage } from './test-support/fake-member.ports.ts';
import { aPortError } from './test-support/mothers.ts';

function setup() {
  const identity = new FakeIdentityPort();
  const storage = new FakeSessionStorage();
  return { identity, storage, useCase: new ChangeIdentifier(identity, storage) };
}

describe('ChangeIdentifier', () => {
  it('refuses an address that is not an e-mail without calling the server', async () => {
    const { identity, useCase } = setup();
    const outcome = await useCase.execute('pas-une-adresse');
    expect(outcome).toEqual({
      kind: 'invalid',
      message: "Le format de l'identifiant (adresse e-mail) est incorrect",
    });
    identity.changeIdentifierCall.expectNotCalled();
  });

  it('sends the new login, forgets the spent code and toasts that the request is recorded', async () => {
    const { identity, storage, useCase } = setup();
    storage.set(SESSION_STORAGE_KEYS.securityCode, '123456');
    const outcome = await useCase.execute(' marie@exemple.fr ');
    identity.changeIdentifierCall.expectCalledOnceWith('marie@exemple.fr');
    expect(outcome.kind === 'requested' && outcome.toast.message).toBe(
      "Demande de changement d'identifiant enregistrée : ouvrez le lien envoyé à la nouvelle adresse pour qu'elle devienne votre identifiant.",
    );
    expect(storage.get(SESSION_STORAGE_KEYS.securityCode)).toBeUndefined();
  });

  it('asks for a security code when the server needs one, and toasts other failures with the spec text', async () => {
    const { identity, useCase } = setup();
    identity.changeIdentifierCall.answersOnce(
      err(aPortError(400, { code: 'SECURITY_CODE.REQUIRED', message: 'x' })),
      err(aPortError(500, { message: 'Panne' })),
    );
    expect(await useCase.execute('marie@exemple.fr')).toEqual({ kind: 'security-code-required' });
    const failed = await useCase.execute('marie@exemple.fr');
    expect(failed.kind === 'failed' && [failed.toast.message, failed.toast.detail]).toEqual([
      "Le changement d'identifiant a échoué.",
      'Panne',
    ]);
  });
});
