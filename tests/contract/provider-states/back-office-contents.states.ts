import { DEMO_ADMIN_LOGIN, DEMO_CONSULTANT_LOGIN } from '../../../server/src/db/seeds/core.seed.ts';
import { loginAs } from '../../../server/src/testing/login.ts';
import type { TestAgent } from '../../../server/src/testing/test-agent.ts';
import { STATES } from '../support/provider-states.ts';
import type { StateSetups } from './provider-context.ts';

const HELP = '/api/admin/contents/cms-register-help';

async function expectOk(agent: TestAgent, method: 'PUT' | 'POST', url: string, body: object): Promise<void> {
  const response = await agent.request(method, url, body);
  if (response.statusCode !== 200)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
}

/** The back office's « Contenus » states (back-office-api): the demo staff of the seed, Register_Help of the seed. */
export const backOfficeContentsStates: StateSetups = {
  [STATES.contentsAdminAtVersion0]: async ({ browser }) => {
    await browser.signIn(DEMO_ADMIN_LOGIN);
    return undefined;
  },
  [STATES.contentsAdminStale]: async ({ app, browser }) => {
    const someoneElse = app.agent();
    await loginAs(someoneElse, DEMO_ADMIN_LOGIN);
    await expectOk(someoneElse, 'PUT', `${HELP}/draft`, {
      version: 0,
      title: "Besoin d'aide ?",
      content: '<p>Texte enregistré par un collègue.</p>',
    });
    await browser.signIn(DEMO_ADMIN_LOGIN);
    return undefined;
  },
  [STATES.contentsAdminTwoVersions]: async ({ browser }) => {
    const admin = await browser.signIn(DEMO_ADMIN_LOGIN);
    await expectOk(admin, 'PUT', `${HELP}/draft`, {
      version: 0,
      title: "Besoin d'aide pour créer votre espace ?",
      content: '<h4>Avant de commencer</h4><p class="texte-chapo">Munissez-vous de votre carte.</p>',
    });
    await expectOk(admin, 'POST', `${HELP}/publish`, { version: 1 });
    return undefined;
  },
  [STATES.contentsConsultant]: async ({ browser }) => {
    await browser.signIn(DEMO_CONSULTANT_LOGIN);
    return undefined;
  },
};
