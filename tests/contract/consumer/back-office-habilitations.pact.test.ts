import { MatchersV3 } from '@pact-foundation/pact';
import { HttpStaffAccountsAdapter } from '@portail/adapters';
import { describe, expect, it } from 'vitest';
import { DEMO_CONSULTANT_ACCOUNT_ID } from '../../../server/src/db/seeds/core.seed.ts';
import { mockServerOptions } from '../support/consumer-client.ts';
import { consumerPact } from '../support/consumer-pact.ts';
import { STATES } from '../support/provider-states.ts';
import { everyRequestHeaders, writeRequestHeaders } from '../support/request-headers.ts';
import { errorOf, valueOf } from '../support/results.ts';

const { eachLike, like, regex, integer } = MatchersV3;
const pact = consumerPact('back-office-api');

const CONSULTANT = DEMO_CONSULTANT_ACCOUNT_ID;
const MATRIX_PATH = `/api/admin/staff/${CONSULTANT}/habilitations`;
const FORBIDDEN = "Vous n'avez pas l'habilitation nécessaire pour cette action.";
const STALE =
  "Les habilitations de ce compte ont été modifiées par quelqu'un d'autre entre-temps. Vos choix sont conservés à l'écran : vérifiez-les par rapport à la version actuelle, puis enregistrez de nouveau.";

/** A staff account as the screen reads it: loose values, the enums as examples. */
const staffAccount = (etat: string, id = CONSULTANT) => ({
  id: like(id),
  identifiant: like('consultant@mutuelle.fr'),
  nom: like(''),
  prenom: like(''),
  roles: eachLike({ code: like('Consultant'), libelle: like('Consultant') }),
  etat: regex(/^(actif|desactive|en-attente)$/, etat),
  derniereConnexion: null,
});
const grant = (zone: string, action: string) => ({ zone, action });
const CONSULTANT_READS = [grant('contenus', 'read'), grant('faq', 'read')];

describe('back-office-api « Habilitations » (consumer portail-adherent-web)', () => {
  it('lists the staff accounts', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffAllSignedInOnce)
      .uponReceiving('a request for the staff accounts')
      .withRequest('GET', '/api/admin/staff', (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          comptes: eachLike({
            ...staffAccount('actif'),
            derniereConnexion: like('2026-01-10T09:30:00.000Z'),
          }),
        }),
      )
      .executeTest(async (server) => {
        const staff = new HttpStaffAccountsAdapter(mockServerOptions(server));
        const [first] = valueOf(await staff.list());
        expect(first?.state).toBe('active');
        expect(first?.roles).toEqual(['Consultant']);
      });
  });

  it('creates a staff account, pending its activation link', async () => {
    const body = { email: 'nina.roche@mutuelle.fr', nom: 'Roche', prenom: 'Nina', roles: ['Gestionnaire'] };
    await pact
      .addInteraction()
      .given(STATES.staffAdminSignedIn)
      .uponReceiving('the creation of a staff account')
      .withRequest('POST', '/api/admin/staff', (b) => b.headers(writeRequestHeaders()).jsonBody(body))
      .willRespondWith(201, (b) =>
        b.jsonBody({
          ...staffAccount('en-attente', 'nouveau-compte'),
          identifiant: 'nina.roche@mutuelle.fr',
          nom: 'Roche',
          prenom: 'Nina',
          roles: eachLike({ code: like('Gestionnaire'), libelle: like('Gestionnaire') }),
        }),
      )
      .executeTest(async (server) => {
        const staff = new HttpStaffAccountsAdapter(mockServerOptions(server));
        const created = valueOf(await staff.create({ ...body, roles: ['Gestionnaire'] }));
        expect([created.login, created.state]).toEqual(['nina.roche@mutuelle.fr', 'pending']);
      });
  });

  it('disables a staff account', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffAdminSignedIn)
      .uponReceiving('the disabling of a staff account')
      .withRequest('POST', `/api/admin/staff/${CONSULTANT}/disable`, (b) => b.headers(writeRequestHeaders()))
      .willRespondWith(200, (b) => b.jsonBody(staffAccount('desactive')))
      .executeTest(async (server) => {
        const staff = new HttpStaffAccountsAdapter(mockServerOptions(server));
        expect(valueOf(await staff.disable(CONSULTANT)).state).toBe('disabled');
      });
  });

  it('reads a staff member’s habilitations matrix with its version', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffAdminSignedIn)
      .uponReceiving('a request for the habilitations of a staff member')
      .withRequest('GET', MATRIX_PATH, (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          compte: staffAccount('actif'),
          version: integer(0),
          habilitations: eachLike({ zone: like('contenus'), action: like('read') }),
        }),
      )
      .executeTest(async (server) => {
        const staff = new HttpStaffAccountsAdapter(mockServerOptions(server));
        const matrix = valueOf(await staff.habilitations(CONSULTANT));
        expect(matrix.version).toBe(0);
        expect(matrix.habilitations[0]).toEqual({ area: 'contenus', action: 'read' });
      });
  });

  it('saves the matrix at the version read', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffAdminSignedIn)
      .uponReceiving('a change of the habilitations at the current version')
      .withRequest('PUT', MATRIX_PATH, (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ version: 0, habilitations: CONSULTANT_READS }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ compte: staffAccount('actif'), version: integer(1), habilitations: CONSULTANT_READS }),
      )
      .executeTest(async (server) => {
        const staff = new HttpStaffAccountsAdapter(mockServerOptions(server));
        const saved = valueOf(
          await staff.saveHabilitations(CONSULTANT, 0, [
            { area: 'contenus', action: 'read' },
            { area: 'faq', action: 'read' },
          ]),
        );
        expect(saved.version).toBe(1);
      });
  });

  it('is told in French that someone saved first (409), nothing written', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffHabilitationsChangedMeanwhile)
      .uponReceiving('a change of the habilitations at a stale version')
      .withRequest('PUT', MATRIX_PATH, (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ version: 0, habilitations: CONSULTANT_READS }),
      )
      .willRespondWith(409, (b) =>
        b.jsonBody({ code: 'FLOW.STAFF_HABILITATIONS_STALE', message: like(STALE) }),
      )
      .executeTest(async (server) => {
        const staff = new HttpStaffAccountsAdapter(mockServerOptions(server));
        const error = errorOf(
          await staff.saveHabilitations(CONSULTANT, 0, [
            { area: 'contenus', action: 'read' },
            { area: 'faq', action: 'read' },
          ]),
        );
        expect([error.status, error.server?.code, error.server?.message]).toEqual([
          409,
          'FLOW.STAFF_HABILITATIONS_STALE',
          STALE,
        ]);
      });
  });

  it('is refused a write by a read-only consultant (403 with the catalogue message)', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffConsultantSignedIn)
      .uponReceiving('the disabling of a staff account by a consultant')
      .withRequest('POST', `/api/admin/staff/${CONSULTANT}/disable`, (b) => b.headers(writeRequestHeaders()))
      .willRespondWith(403, (b) =>
        b.jsonBody({ code: 'HTTP.FORBIDDEN_HABILITATION', message: like(FORBIDDEN) }),
      )
      .executeTest(async (server) => {
        const staff = new HttpStaffAccountsAdapter(mockServerOptions(server));
        const error = errorOf(await staff.disable(CONSULTANT));
        expect([error.status, error.server?.message]).toEqual([403, FORBIDDEN]);
      });
  });
});
