/** JSON Schema (2020-12) of a tenant file; `additionalProperties: false` catches typos. */
const text = { type: 'string' } as const;
const flag = { type: 'boolean' } as const;

const featureFlag = {
  type: 'object',
  additionalProperties: false,
  required: ['isActivated'],
  properties: {
    isActivated: flag,
    isActivatedPerContract: { type: 'object', additionalProperties: flag },
  },
} as const;

const client = {
  type: 'object',
  additionalProperties: false,
  required: [
    'libelle',
    'fonctionnalites',
    'dataCollectActivated',
    'autresClients',
    'oidcExternalProvider',
    'isDonneesROMonegasquesActivated',
    'createAccountAuthMode',
    'tailleMaxPrenomNom',
    'registerAttemptNumber',
    'registerAttemptNumberMessage',
    'isCodePostalVerifiedOnAccountCreation',
    'isRegisterVerifyEmail',
    'isRegisterVerifyIban',
    'isRegisterIbanObligatoire',
    'registerEmailMessage',
    'registerIbanMessage',
    'consentements',
    'isCheckBirthdayForgotPasswordActivated',
    'amfSmsActivated',
    'isAlerteRemboursementSubscribed',
    'delaiToasts',
    'applicationMobile',
  ],
  properties: {
    libelle: text,
    fonctionnalites: { type: 'object', additionalProperties: featureFlag },
    dataCollectActivated: flag,
    autresClients: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'libelle'],
        properties: { id: text, libelle: text },
      },
    },
    oidcExternalProvider: { type: ['string', 'null'] },
    isDonneesROMonegasquesActivated: flag,
    createAccountAuthMode: { enum: ['individual', 'NIR', 'all', 'oneOfTwo'] },
    tailleMaxPrenomNom: { type: 'integer', minimum: 2 },
    registerAttemptNumber: { type: 'integer', minimum: 1 },
    registerAttemptNumberMessage: text,
    isCodePostalVerifiedOnAccountCreation: flag,
    isRegisterVerifyEmail: flag,
    isRegisterVerifyIban: flag,
    isRegisterIbanObligatoire: flag,
    registerEmailMessage: text,
    registerIbanMessage: text,
    consentements: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['nom', 'libelle'],
        properties: { nom: text, libelle: text },
      },
    },
    isCheckBirthdayForgotPasswordActivated: flag,
    amfSmsActivated: flag,
    isAlerteRemboursementSubscribed: flag,
    delaiToasts: { type: 'number', minimum: 0 },
    applicationMobile: {
      type: 'object',
      additionalProperties: false,
      required: ['lienAndroid', 'lienIphone', 'titre', 'texte'],
      properties: { lienAndroid: text, lienIphone: text, titre: text, texte: text },
    },
  },
} as const;

export const TENANT_CONFIG_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'client', 'portal', 'server'],
  properties: {
    $comment: text,
    id: { type: 'string', pattern: '^[a-z0-9-]+$' },
    client,
    portal: {
      type: 'object',
      additionalProperties: false,
      required: ['passwordRequiredLength'],
      properties: { passwordRequiredLength: { type: 'integer', minimum: 8, maximum: 100 } },
    },
    server: {
      type: 'object',
      additionalProperties: false,
      required: ['logoutUrl', 'mailFrom', 'oidc'],
      properties: {
        logoutUrl: text,
        mailFrom: text,
        oidc: {
          oneOf: [
            { type: 'null' },
            {
              type: 'object',
              additionalProperties: false,
              required: ['authorizationEndpoint', 'clientId', 'scope'],
              properties: {
                authorizationEndpoint: { type: 'string', pattern: '^https://' },
                clientId: text,
                scope: text,
              },
            },
          ],
        },
      },
    },
  },
} as const;
