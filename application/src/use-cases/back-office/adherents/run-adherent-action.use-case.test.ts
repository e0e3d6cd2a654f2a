import { describe, expect, it } from 'vitest';
import { err, ok } from '../../../result.ts';
import { FakeAdherentsPort, anAdherent } from '../../test-support/fake-adherents.port.ts';
import { aPortError } from '../../test-support/mothers.ts';
import { RunAdherentAction } from './run-adherent-action.use-case.ts';

describe('RunAdherentAction', () => {
  it('turns double authentication off only with the comment of the identity check, trimmed', async () => {
    const port = new FakeAdherentsPort();
    const run = new RunAdherentAction(port);
    expect(
      await run.execute(anAdherent(), 'desactivation-double-authentification', { comment: '  ' }),
    ).toMatchObject({
      kind: 'invalid',
      field: 'comment',
      issue: { code: 'FLOW.ADHERENT_COMMENTAIRE_OBLIGATOIRE' },
    });
    port.actCall.expectNotCalled();
    const done = await run.execute(anAdherent(), 'desactivation-double-authentification', {
      comment: ' Vérifiée par téléphone. ',
    });
    expect(done).toMatchObject({
      kind: 'done',
      message: { message: 'La double authentification de Marie Dupont est désactivée.' },
    });
    port.actCall.expectCalledOnceWith('M001', 'desactivation-double-authentification', {
      comment: 'Vérifiée par téléphone.',
    });
  });

  it('creates an account only with a valid e-mail; the server’s refusal of the login is shown on its field', async () => {
    const port = new FakeAdherentsPort();
    const run = new RunAdherentAction(port);
    expect(await run.execute(anAdherent(), 'creation-compte', { email: 'pas-une-adresse' })).toMatchObject({
      kind: 'invalid',
      field: 'email',
    });
    const message = "Cette adresse e-mail est déjà l'identifiant d'un autre compte.";
    port.actCall.answersOnce(
      err(
        aPortError(400, {
          code: 'FLOW.ADHERENT_EMAIL_DEJA_UTILISE',
          message,
          errors: [{ field: 'email', code: 'FLOW.ADHERENT_EMAIL_DEJA_UTILISE', message }],
        }),
      ),
    );
    expect(await run.execute(anAdherent(), 'creation-compte', { email: 'jean@example.fr' })).toEqual({
      kind: 'invalid',
      field: 'email',
      issue: { code: 'FLOW.ADHERENT_EMAIL_DEJA_UTILISE', message },
    });
  });

  it('on 409 gives the server’s message and the member’s page as it now is; other failures their message', async () => {
    const port = new FakeAdherentsPort();
    const message = 'Cette action n’est plus possible : le compte est « Actif ». La fiche a été rechargée.';
    port.actCall.answersOnce(
      err(aPortError(409, { code: 'FLOW.ADHERENT_ACTION_IMPOSSIBLE', message })),
      err(aPortError(500, { message: 'Erreur.' })),
    );
    port.getCall.answers(ok(anAdherent({ allowedActions: [] })));
    const run = new RunAdherentAction(port);
    expect(await run.execute(anAdherent(), 'deverrouillage', {})).toMatchObject({
      kind: 'stale',
      message: { message },
      current: { allowedActions: [] },
    });
    expect(await run.execute(anAdherent(), 'deverrouillage', {})).toMatchObject({
      kind: 'failed',
      message: { message: 'Erreur.' },
    });
  });
});
