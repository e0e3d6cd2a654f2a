import { MatchersV3 } from '@pact-foundation/pact';
import { HttpFaqAdminAdapter, HttpMailTemplatesAdapter } from '@portail/adapters';
import { describe, expect, it } from 'vitest';
import { consumerPact } from '../support/consumer-pact.ts';
import { mockServerOptions } from '../support/consumer-client.ts';
import { STATES } from '../support/provider-states.ts';
import { everyRequestHeaders, writeRequestHeaders } from '../support/request-headers.ts';
import { errorOf, valueOf } from '../support/results.ts';

const { boolean, eachLike, integer, like, regex } = MatchersV3;
const pact = consumerPact('back-office-api');

const RESET = '/api/admin/mail-templates/reset-password';
const NEW_TEXTS = { subject: 'Votre nouveau mot de passe', body: 'Bonjour {{prenom}},\n\n{{lien}}' };
const NEW_WIRE = { objet: NEW_TEXTS.subject, corps: NEW_TEXTS.body };

const errorBody = (code: string, message: string) => ({ code: like(code), message: like(message) });

const mailTemplateDetail = (objet: string, corps: string, version: number) => ({
  cle: 'reset-password',
  libelle: like('Réinitialisation du mot de passe'),
  description: like('« Mot de passe oublié » : le lien pour choisir un nouveau mot de passe.'),
  canal: 'mail',
  personnalise: boolean(true),
  version: integer(version),
  modifieLe: regex(/^\d{4}-\d{2}-\d{2}T.*Z$/, '2026-01-10T09:00:00.000Z'),
  modifiePar: like('gestionnaire@mutuelle.fr'),
  html: boolean(true),
  variables: eachLike({
    nom: like('lien'),
    libelle: like('Lien à ouvrir'),
    obligatoire: boolean(true),
    exemple: like('https://exemple.fr'),
  }),
  objet: like(objet),
  corps: like(corps),
  defaut: { objet: like('Réinitialisation de votre mot de passe'), corps: like('{{lien}}') },
});

describe('back-office-api: FAQ and mail templates (consumer portail-adherent-web)', () => {
  it('lists the mail templates', async () => {
    await pact
      .addInteraction()
      .given(STATES.gestionnaireSignedIn)
      .uponReceiving('a request for the mail templates')
      .withRequest('GET', '/api/admin/mail-templates', (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          modeles: eachLike({
            cle: like('activation'),
            libelle: like('Activation du compte (mot de passe choisi)'),
            description: like("Après « Créer mon espace » : le lien d'activation."),
            canal: regex(/^(mail|sms)$/, 'mail'),
            personnalise: boolean(false),
            version: integer(0),
            modifieLe: null,
            modifiePar: null,
          }),
        }),
      )
      .executeTest(async (server) => {
        const templates = valueOf(await new HttpMailTemplatesAdapter(mockServerOptions(server)).list());
        expect(templates[0]).toMatchObject({
          key: 'activation',
          channel: 'mail',
          customised: false,
          version: 0,
        });
      });
  });

  it('saves a mail template edited from its defaults', async () => {
    await pact
      .addInteraction()
      .given(STATES.gestionnaireSignedIn)
      .uponReceiving('a save of the reset-password template from version 0')
      .withRequest('PUT', RESET, (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ ...NEW_WIRE, version: 0 }),
      )
      .willRespondWith(200, (b) => b.jsonBody(mailTemplateDetail(NEW_WIRE.objet, NEW_WIRE.corps, 1)))
      .executeTest(async (server) => {
        const adapter = new HttpMailTemplatesAdapter(mockServerOptions(server));
        const saved = valueOf(await adapter.save('reset-password', NEW_TEXTS, 0));
        expect(saved).toMatchObject({
          key: 'reset-password',
          version: 1,
          subject: NEW_TEXTS.subject,
          customised: true,
        });
      });
  });

  it('refuses a mail template with an unknown variable (400, catalogue message)', async () => {
    const message = "La variable « {{iban}} » n'existe pas pour ce modèle.";
    await pact
      .addInteraction()
      .given(STATES.gestionnaireSignedIn)
      .uponReceiving('a save of the reset-password template naming an unknown variable')
      .withRequest('PUT', RESET, (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ objet: 'Pour {{iban}}', corps: '{{lien}}', version: 0 }),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorBody('FLOW.MAIL_TEMPLATE_UNKNOWN_VARIABLE', message)))
      .executeTest(async (server) => {
        const adapter = new HttpMailTemplatesAdapter(mockServerOptions(server));
        const error = errorOf(
          await adapter.save('reset-password', { subject: 'Pour {{iban}}', body: '{{lien}}' }, 0),
        );
        expect(error).toMatchObject({ status: 400, message });
      });
  });

  it('answers 409 to a save made from a stale version', async () => {
    await pact
      .addInteraction()
      .given(STATES.mailTemplateSavedMeanwhile)
      .uponReceiving('a save of the reset-password template from version 0 when it is at version 1')
      .withRequest('PUT', RESET, (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ ...NEW_WIRE, version: 0 }),
      )
      .willRespondWith(409, (b) =>
        b.jsonBody(
          errorBody(
            'FLOW.BACK_OFFICE_STALE_VERSION',
            "Cet élément a été modifié par quelqu'un d'autre depuis que vous l'avez ouvert.",
          ),
        ),
      )
      .executeTest(async (server) => {
        const adapter = new HttpMailTemplatesAdapter(mockServerOptions(server));
        expect(errorOf(await adapter.save('reset-password', NEW_TEXTS, 0))).toMatchObject({ status: 409 });
      });
  });

  it('refuses the mail templates to a consultant (403)', async () => {
    const message = "Vous n'avez pas l'habilitation nécessaire pour cette action.";
    await pact
      .addInteraction()
      .given(STATES.consultantSignedIn)
      .uponReceiving('a request for the mail templates by a consultant')
      .withRequest('GET', '/api/admin/mail-templates', (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(403, (b) => b.jsonBody(errorBody('HTTP.FORBIDDEN_HABILITATION', message)))
      .executeTest(async (server) => {
        const adapter = new HttpMailTemplatesAdapter(mockServerOptions(server));
        expect(errorOf(await adapter.list())).toMatchObject({ status: 403, message });
      });
  });

  it('reads the FAQ draft', async () => {
    await pact
      .addInteraction()
      .given(STATES.gestionnaireSignedIn)
      .uponReceiving('a request for the FAQ draft')
      .withRequest('GET', '/api/admin/faq', (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          categories: eachLike({
            id: integer(1),
            nom: like('Mon espace'),
            ordre: integer(1),
            questions: eachLike(integer(1)),
          }),
          questions: eachLike({
            id: integer(1),
            titre: like('Comment me connecter à mon espace adhérent ?'),
            reponse: like('<p>Cliquez sur <strong>Se connecter</strong>.</p>'),
            clickCode: like('faq-connexion-premiere'),
            rateCode: like('rate-connexion-premiere'),
            liees: eachLike(integer(2)),
          }),
          top5: eachLike(integer(1)),
          version: integer(0),
          modifieLe: null,
          modifiePar: null,
          aPublier: boolean(false),
          publieLe: null,
          publiePar: null,
        }),
      )
      .executeTest(async (server) => {
        const draft = valueOf(await new HttpFaqAdminAdapter(mockServerOptions(server)).getDraft());
        expect(draft).toMatchObject({ version: 0, toPublish: false, top5: [1] });
        expect(draft.questions[0]).toMatchObject({ id: 1, related: [2] });
      });
  });

  it('reads the FAQ feedback over a period', async () => {
    await pact
      .addInteraction()
      .given(STATES.gestionnaireSignedIn)
      .uponReceiving('a request for the FAQ feedback of a period')
      .withRequest('GET', '/api/admin/faq/feedback', (b) =>
        b
          .headers(everyRequestHeaders())
          .query({ du: '2026-01-01', au: '2026-01-31', tri: 'clics', ordre: 'desc' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          questions: eachLike({
            id: integer(1),
            titre: like('Comment me connecter ?'),
            clics: integer(0),
            oui: integer(0),
            non: integer(0),
            commentaires: [],
          }),
          recherchesSansResultat: [],
        }),
      )
      .executeTest(async (server) => {
        const adapter = new HttpFaqAdminAdapter(mockServerOptions(server));
        const feedback = valueOf(
          await adapter.getFeedback({ from: '2026-01-01', to: '2026-01-31', sort: 'clics', order: 'desc' }),
        );
        expect(feedback.questions[0]).toMatchObject({ id: 1, clicks: 0, yes: 0, no: 0, comments: [] });
        expect(feedback.missedSearches).toEqual([]);
      });
  });
});
