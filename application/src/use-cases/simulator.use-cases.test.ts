import type { SimulatorContext, SimulatorDomain } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.ts';
import { LoadSimulator } from './load-simulator.use-case.ts';
import { LoadRenforts, RequestRenfort } from './simulator-renforts.use-cases.ts';
import { aPortError } from './test-support/mothers.ts';

const DOMAINS: SimulatorDomain[] = [
  {
    libelle: 'Optique',
    tags: ['lunettes'],
    actes: [
      { code: 'LUN', libelle: 'Lunettes' },
      { code: 'XXX', libelle: 'Un acte que le domaine ne sait pas calculer' },
    ],
    subDomaines: [],
    options: [],
    children: [],
    mettreEnValeur: true,
  },
];

const CONTEXT: SimulatorContext = {
  nomOffre: 'Santé Essentielle Famille',
  dateCalcul: '2026-11-26',
  garanties: [],
  consommations: [],
  beneficiaires: [],
};

describe('LoadSimulator', () => {
  it('gives the acts the domain computes, with the contract’s context', async () => {
    const outcome = await new LoadSimulator({
      getDomains: async () => ok(DOMAINS),
      getContext: async () => ok(CONTEXT),
    }).execute();
    expect(outcome.kind === 'loaded' && outcome.acts.map((act) => act.code)).toEqual(['LUN']);
    expect(outcome.kind === 'loaded' && outcome.context.nomOffre).toBe('Santé Essentielle Famille');
  });

  it("names the simulator in the spec's failure toast when either read fails", async () => {
    const outcome = await new LoadSimulator({
      getDomains: async () => ok(DOMAINS),
      getContext: async () => err(aPortError(503)),
    }).execute();
    expect(outcome.kind === 'failed' && outcome.toast.message).toBe(
      "Le chargement d'une source de données à échoué (simulateur)",
    );
  });
});

describe('renforts', () => {
  it('lists them, or says the renforts could not be loaded', async () => {
    const renfort = {
      code: 'R',
      libelle: 'Renfort',
      description: '',
      prixMensuel: 850,
      garanties: [],
      demandeEnCours: false,
    };
    expect(await new LoadRenforts({ listRenforts: async () => ok([renfort]) }).execute()).toEqual({
      kind: 'loaded',
      renforts: [renfort],
    });
    const failed = await new LoadRenforts({ listRenforts: async () => err(aPortError(503)) }).execute();
    expect(failed.kind === 'failed' && failed.toast.message).toContain('(renforts)');
  });

  it("acknowledges a request with the spec's toast, composed for a manual, acknowledged act", async () => {
    const calls: [string, string][] = [];
    const outcome = await new RequestRenfort({
      requestRenfort: async (code, acte) => {
        calls.push([code, acte]);
        return ok({ isModeGestionManuel: true, isAccuseReceptionActive: true });
      },
    }).execute('RENFORT-OPTIQUE', 'Lunettes à 450 €');
    expect(calls).toEqual([['RENFORT-OPTIQUE', 'Lunettes à 450 €']]);
    expect(outcome.toast.message).toBe(
      'Votre demande a bien été prise en compte et sera traitée dans les plus brefs délais. Vous recevrez un e-mail de confirmation.',
    );
  });

  it("says 'La demande a échoué' when the request fails", async () => {
    const outcome = await new RequestRenfort({ requestRenfort: async () => err(aPortError(503)) }).execute(
      'R',
      '',
    );
    expect(outcome.kind).toBe('failed');
    expect(outcome.toast.message).toContain('La demande a échoué');
  });
});
