// @vitest-environment happy-dom
import { RunAdherentAction, ok } from '@portail/application';
import type { AdherentDetail } from '@portail/application';
import {
  FakeAdherentsPort,
  anAdherent,
} from '@portail/application/src/use-cases/test-support/fake-adherents.port.ts';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AdherentPageViewModel } from './adherent-page.view-model.ts';
import { AdherentSearchViewModel } from './adherent-search.view-model.ts';
import { AdherentsArea } from './adherents-area.tsx';
import type { AdherentsAreaModels } from './adherents-area.tsx';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function ExtraButton({ member }: { member: AdherentDetail }) {
  return createElement('button', { type: 'button' }, `Voir l'espace de ${member.firstName}`);
}

async function render(path: string, port: FakeAdherentsPort) {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  const models: AdherentsAreaModels = {
    search: new AdherentSearchViewModel({ adherents: port, announce: () => undefined }),
    page: () =>
      new AdherentPageViewModel({
        adherents: port,
        run: new RunAdherentAction(port),
        notify: () => undefined,
        announce: () => undefined,
      }),
    extraActions: ExtraButton,
  };
  await act(async () => {
    root?.render(
      createElement(MemoryRouter, { initialEntries: [path] }, createElement(AdherentsArea, { models })),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return host;
}

describe('« Adhérents » rendered', () => {
  it('shows the member’s sections and a toolbar with the account’s actions, then the other areas’ buttons', async () => {
    const port = new FakeAdherentsPort();
    port.getCall.answers(
      ok(
        anAdherent({
          allowedActions: ['reinitialisation-mot-de-passe', 'desactivation-double-authentification'],
        }),
      ),
    );
    const host = await render('/M001', port);
    expect(host.querySelector('h1')?.textContent).toBe('Marie Dupont');
    expect([...host.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'Compte',
      'Identité',
      'Contrats',
      'Dernières connexions',
      'Consentements',
      'Mails et SMS envoyés',
      'Demandes',
    ]);
    const toolbar = host.querySelector('[role="toolbar"][aria-label="Actions sur l\'adhérent"]');
    expect([...(toolbar?.querySelectorAll('button') ?? [])].map((b) => b.textContent.trim())).toEqual([
      'Envoyer un lien de réinitialisation du mot de passe',
      'Désactiver la double authentification',
      "Voir l'espace de Marie",
    ]);
  });

  it('asks the identity check’s comment in the confirmation dialog, linked to its error', async () => {
    const port = new FakeAdherentsPort();
    port.getCall.answers(ok(anAdherent({ allowedActions: ['desactivation-double-authentification'] })));
    const host = await render('/M001', port);
    const open = [...host.querySelectorAll('button')].find((b) =>
      b.textContent.includes('Désactiver la double authentification'),
    );
    await act(async () => {
      open?.click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain("Vérifiez d'abord l'identité");
    const confirm = [...(dialog?.querySelectorAll('button') ?? [])].find(
      (b) => b.textContent.trim() === 'Désactiver la double authentification',
    );
    await act(async () => {
      confirm?.click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const field = document.querySelector('#adherent-commentaire');
    expect(field?.getAttribute('aria-invalid')).toBe('true');
    const describedBy = field?.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy.split(' ').at(-1) ?? '')?.textContent).toMatch(
      /vérifiée par téléphone/,
    );
    port.actCall.expectNotCalled();
  });
});
