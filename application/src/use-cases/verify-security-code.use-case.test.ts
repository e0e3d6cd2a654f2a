import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEYS } from '../ports/session-storage.port.ts';
import { err } from '../result.ts';
import { FakeSecurityCodePort, FakeSessionStorage } from './test-support/fake-member.ports.ts';
import { aPortError } from './test-support/mothers.ts';
import { VerifySecurityCode } from './verify-security-code.use-case.ts';

function setup() {
  const port = new FakeSecurityCodePort();
  const storage = new FakeSessionStorage();
  return { port, storage, useCase: new VerifySecurityCode(port, storage) };
}

const CELLS = ['1', '2', '3', '4', '5', '6'];

describe('VerifySecurityCode', () => {
  it('stores the verified code as the current security code and closes the modal', async () => {
    const { port, storage, useCase } = setup();

    const outcome = await useCase.execute({
      cells: CELLS,
      operation: 'VERIFY_UNAUTHENTICATED_AMF',
      username: 'l***@example.fr',
    });

    port.verifyCall.expectCalledOnceWith({
      securityCode: '123456',
      operation: 'VERIFY_UNAUTHENTICATED_AMF',
      username: 'l***@example.fr',
    });
    storage.expectStored(SESSION_STORAGE_KEYS.securityCode, '123456');
    expect(outcome).toMatchObject({
      kind: 'verified',
      securityCode: '123456',
      closeModal: true,
      toast: { code: 'SUCCESS.SECURITY_CODE_VERIFIED' },
    });
  });

  it.each([
    ['ACTIVATE_AMF', 'SUCCESS.MULTI_FACTOR_ACTIVATED'],
    ['DESACTIVATE_AMF', 'SUCCESS.MULTI_FACTOR_DEACTIVATED'],
    ['MODIFY_TEL_AMF', 'SUCCESS.PHONE_CHANGED'],
  ] as const)('confirms %s with its success toast', async (operation, code) => {
    const { useCase } = setup();

    const outcome = await useCase.execute({ cells: '654321', operation, newAmfTel: '0612345678' });

    expect(outcome.kind === 'verified' && outcome.toast?.code).toBe(code);
  });

  it('shows no toast for a login code', async () => {
    const { useCase } = setup();

    const outcome = await useCase.execute({ cells: CELLS, operation: 'LOGIN_AMF', username: 'jean' });

    expect(outcome.kind === 'verified' && outcome.toast).toBeUndefined();
  });

  it('sends the new phone with an activation', async () => {
    const { port, useCase } = setup();

    await useCase.execute({ cells: CELLS, operation: 'ACTIVATE_AMF', newAmfTel: ' 0612345678 ' });

    port.verifyCall.expectCalledOnceWith({
      securityCode: '123456',
      operation: 'ACTIVATE_AMF',
      newAmfTel: '0612345678',
    });
  });

  it('requires the new phone for a phone change', async () => {
    const { port, useCase } = setup();

    const outcome = await useCase.execute({ cells: CELLS, operation: 'MODIFY_TEL_AMF' });

    expect(outcome.kind === 'invalid' && outcome.issues.newAmfTel.length).toBe(1);
    port.verifyCall.expectNotCalled();
  });

  it('rejects a code that is not six digits without calling the server', async () => {
    const { port, storage, useCase } = setup();

    const outcome = await useCase.execute({ cells: ['1', '2', 'a', '4', '5', ''], operation: 'VERIFY_AMF' });

    expect(outcome.kind).toBe('invalid');
    if (outcome.kind !== 'invalid') return;
    expect(outcome.issues.securityCode.map((found) => found.code)).toEqual([
      'SECURITY_CODE.DIGIT',
      'FIELD.REQUIRED',
    ]);
    expect(outcome.summary).toBe('Merci de renseigner toutes les données obligatoires.');
    port.verifyCall.expectNotCalled();
    storage.expectStored(SESSION_STORAGE_KEYS.securityCode, undefined);
  });

  it('refuses an unauthenticated check without a username', async () => {
    const { port, useCase } = setup();

    const outcome = await useCase.execute({ cells: CELLS, operation: 'VERIFY_UNAUTHENTICATED_AMF' });

    expect(outcome.kind === 'missing-user' && outcome.message.message).toBe(
      "Veuillez renseigner les informations de l'utilisateur.",
    );
    port.verifyCall.expectNotCalled();
  });

  it('keeps the modal open with the server message when the code is refused, storing nothing', async () => {
    const { port, storage, useCase } = setup();
    port.verifyCall.answers(err(aPortError(400, { message: 'Code de sécurité incorrect' })));

    const outcome = await useCase.execute({ cells: CELLS, operation: 'VERIFY_AMF' });

    expect(outcome).toMatchObject({ kind: 'rejected', message: 'Code de sécurité incorrect' });
    storage.expectStored(SESSION_STORAGE_KEYS.securityCode, undefined);
  });
});
