import { LoadClientContext, LoadCmsBlock, RegisterMember } from '@portail/application';
import type { PublicAreaServices } from '../public-area.services.ts';
import type { RegisterContextSource } from './register.use-cases.ts';
import { RegisterViewModel } from './register.view-model.ts';

/** The registration screen with RegisterMember, LoadClientContext and LoadCmsBlock. */
export function assembleRegisterViewModel(services: PublicAreaServices): RegisterViewModel {
  const loadClientContext = new LoadClientContext(services.clientConfig);
  const context: RegisterContextSource = {
    load: async () => {
      const outcome = await loadClientContext.execute();
      if (outcome.kind === 'failed') return { kind: 'failed', message: outcome.message };
      return {
        kind: 'loaded',
        context: {
          configuration: outcome.configuration,
          featureFlags: outcome.client.fonctionnalites,
          passwordRequiredLength: outcome.portalConfig.passwordRequiredLength,
          monacoNumbers: outcome.client.isDonneesROMonegasquesActivated,
        },
      };
    },
  };
  return new RegisterViewModel({
    context,
    register: new RegisterMember(services.identity, { now: () => services.now().getTime() }),
    loadCmsBlock: new LoadCmsBlock(services.cms),
    navigate: (route) => services.navigation.navigate(route),
    notify: services.notify,
    announce: services.announce,
    today: services.now,
  });
}
