import { RunAdherentAction, err, ok } from '@portail/application';
import {
  FakeAdherentsPort,
  anAdherent,
} from '@portail/application/src/use-cases/test-support/fake-adherents.port.ts';
import { aPortError } from '@portail/application/src/use-cases/test-support/mothers.ts';
import { describe, expect, it } from 'vitest';
import { AdherentPageViewModel } from './adherent-page.view-model.ts';

function setup() {
  const port = new FakeAdherentsPort();
  const toasts: string[] = [];
  const announced: string[] = [];
  const model = new AdherentPageViewModel({
    adherents: port,
    run: new RunAdherentAction(port),
    notify: (message) => void toasts.push(message.message),
    announce: (text) => void announced.push(text),
  });
  return { port, model, toasts, announced };
}

const withTwoFactor = anAdherent({
  allowedActions: ['desactivation-double-authentification', 'reinitialisation-mot-de-passe'],
});

describe('« Adhérents »: a member’s page and its actions', () => {
  it('offers the actions the server allows, in the buttons’ order', async () => {
    const { model, port } = setup();
    port.getCall.answers(ok(withTwoFactor));
    await model.load('M001');
    port.getCall.expectCalledOnceWith('M001');
    expect(model.actions).toEqual(['reinitialisation-mot-de-passe', 'desactivation-double-authentification']);
  });

  it('keeps the dialog and its text while the comment is missing, then confirms and toasts', async () => {
    const { model, port, toasts } = setup();
    port.getCall.answers(ok(withTwoFactor));
    await model.load('M001');
    model.open('desactivation-double-authentification');
    await model.confirm();
    expect(model.fieldError).toMatch(/vérifiée par téléphone/);
    expect(model.dialog).toBe('desactivation-double-authentification');
    model.setComment('Date de naissance et adresse vérifiées.');
    port.actCall.answers(ok(anAdherent({ allowedActions: ['reinitialisation-mot-de-passe'] })));
    await model.confirm();
    expect(model).toMatchObject({ dialog: null, comment: '', completed: 1 });
    expect(model.actions).toEqual(['reinitialisation-mot-de-passe']);
    expect(toasts).toEqual(['La double authentification de Marie Dupont est désactivée.']);
  });

  it('on 409 keeps the dialog with the server’s message and shows the member as they now are', async () => {
    const { model, port, announced } = setup();
    await model.load('M001');
    model.open('reinitialisation-mot-de-passe');
    const message =
      'Cette action n’est plus possible : le compte est « Verrouillé ». La fiche a été rechargée.';
    port.actCall.answers(err(aPortError(409, { code: 'FLOW.ADHERENT_ACTION_IMPOSSIBLE', message })));
    port.getCall.answers(ok(anAdherent({ allowedActions: ['deverrouillage'] })));
    await model.confirm();
    expect(model).toMatchObject({ conflict: message, dialog: 'reinitialisation-mot-de-passe', busy: false });
    expect(model.actions).toEqual(['deverrouillage']);
    expect(announced).toEqual([message]);
  });

  it('creates the account with the member’s e-mail pre-filled and the chosen « Zéro papier »', async () => {
    const { model, port } = setup();
    port.getCall.answers(ok(anAdherent({ allowedActions: ['creation-compte'], email: 'jean@example.fr' })));
    await model.load('M002');
    expect(model.email).toBe('jean@example.fr');
    model.open('creation-compte');
    model.setPaperless(false);
    await model.confirm();
    port.actCall.expectCalledOnceWith('M001', 'creation-compte', {
      email: 'jean@example.fr',
      paperless: false,
    });
  });
});
