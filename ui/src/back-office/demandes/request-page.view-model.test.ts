import { ProcessStaffRequest, err, ok } from '@portail/application';
import {
  FakeStaffRequestsPort,
  GESTIONNAIRE,
  aStaffRequest,
} from '@portail/application/src/use-cases/test-support/fake-staff-requests.port.ts';
import { aPortError } from '@portail/application/src/use-cases/test-support/mothers.ts';
import { describe, expect, it } from 'vitest';
import { RequestPageViewModel } from './request-page.view-model.ts';

function setup(canUpdate = true) {
  const port = new FakeStaffRequestsPort();
  const toasts: string[] = [];
  const announced: string[] = [];
  const model = new RequestPageViewModel({
    requests: port,
    process: new ProcessStaffRequest(port),
    canUpdate,
    notify: (message) => void toasts.push(message.message),
    announce: (text) => void announced.push(text),
  });
  return { port, model, toasts, announced };
}

const taken = aStaffRequest({
  version: 2,
  status: 'en-cours',
  assignedTo: GESTIONNAIRE,
  allowedActions: ['ask-complement', 'accept', 'refuse'],
});

describe('« Demandes »: one request processed', () => {
  it('offers the actions the server allows, only with the habilitation', async () => {
    const { model, port } = setup();
    port.getCall.answers(ok(aStaffRequest({ allowedActions: ['refuse', 'take', 'accept'] })));
    await model.load('dem-1');
    port.getCall.expectCalledOnceWith('dem-1');
    expect(model.actions).toEqual(['take', 'accept', 'refuse']);
    const consultant = setup(false);
    consultant.port.getCall.answers(ok(aStaffRequest({ allowedActions: ['take'] })));
    await consultant.model.load('dem-1');
    expect(consultant.model.actions).toEqual([]);
  });

  it('takes it at once, with a toast, and shows the request as it now is', async () => {
    const { model, port, toasts } = setup();
    await model.load('dem-1');
    port.actCall.answers(ok(taken));
    await model.take();
    expect(port.actCall.lastCall()).toEqual(['dem-1', 1, { kind: 'take' }]);
    expect(model.request?.assignedTo?.name).toBe('Gérard Gestion');
    expect(model.actions).toEqual(['ask-complement', 'accept', 'refuse']);
    expect(toasts).toEqual(['Vous avez pris en charge la demande D-2026-000001.']);
  });

  it('on 409 while taking tells who has it, announced, and the request is refreshed', async () => {
    const { model, port, announced } = setup();
    await model.load('dem-1');
    const message = 'Cette demande est déjà prise en charge par Gaëlle Autre.';
    port.actCall.answers(err(aPortError(409, { code: 'FLOW.DEMANDE_DEJA_ATTRIBUEE', message })));
    port.getCall.answers(ok(aStaffRequest({ version: 3, allowedActions: [] })));
    await model.take();
    expect(model.conflict).toBe(message);
    expect(announced).toEqual([message]);
    expect(model.request?.version).toBe(3);
    expect(model.actions).toEqual([]);
  });

  it('asks for a complement: the message is required, kept after a 409, sent over the new version', async () => {
    const { model, port, toasts } = setup();
    port.getCall.answers(ok(taken));
    await model.load('dem-1');
    model.open('ask-complement');
    await model.confirm();
    expect(model.fieldError).toContain("Saisissez le message à envoyer à l'adhérent");
    port.actCall.expectNotCalled();
    model.setMessage('Merci de joindre le devis signé.');
    expect(model.fieldError).toBeNull();
    port.actCall.answersOnce(
      err(aPortError(409, { code: 'FLOW.DEMANDE_VERSION_PERIMEE', message: 'Modifiée.' })),
    );
    port.getCall.answers(ok({ ...taken, version: 4 }));
    await model.confirm();
    expect(model.dialog).toBe('ask-complement');
    expect(model.message).toBe('Merci de joindre le devis signé.');
    expect(model.conflict).toBe('Modifiée.');
    port.actCall.answers(ok({ ...taken, version: 5, status: 'complement-demande' }));
    await model.confirm();
    expect(port.actCall.lastCall()).toEqual([
      'dem-1',
      4,
      { kind: 'ask-complement', message: 'Merci de joindre le devis signé.' },
    ]);
    expect(model.dialog).toBeNull();
    expect(model.message).toBe('');
    expect(toasts).toEqual(["Le complément est demandé à l'adhérent (demande D-2026-000001)."]);
  });

  it('refuses with a required reason; accepts with an optional comment; closes', async () => {
    const { model, port } = setup();
    port.getCall.answers(ok(taken));
    await model.load('dem-1');
    model.open('refuse');
    await model.confirm();
    expect(model.fieldError).toContain('Indiquez le motif du refus');
    model.setReason('Hors garanties du contrat.');
    await model.confirm();
    expect(port.actCall.lastCall()[2]).toEqual({ kind: 'refuse', reason: 'Hors garanties du contrat.' });
    model.open('accept');
    await model.confirm();
    expect(port.actCall.lastCall()[2]).toEqual({ kind: 'accept' });
    model.open('accept');
    model.setComment(' Bon séjour. ');
    await model.confirm();
    expect(port.actCall.lastCall()[2]).toEqual({ kind: 'accept', comment: 'Bon séjour.' });
    model.open('close');
    await model.confirm();
    expect(port.actCall.lastCall()[2]).toEqual({ kind: 'close' });
  });

  it('« Annuler » keeps the typed reason; a failed read shows its message', async () => {
    const { model, port } = setup();
    await model.load('dem-1');
    model.open('refuse');
    model.setReason('Pièce illisible');
    model.cancel();
    expect(model.dialog).toBeNull();
    model.open('refuse');
    expect(model.reason).toBe('Pièce illisible');
    port.getCall.answers(err(aPortError(404)));
    await model.load('dem-x');
    expect(model.status).toBe('failed');
    expect(model.failure).toBe('La ressource demandée est introuvable');
  });
});
