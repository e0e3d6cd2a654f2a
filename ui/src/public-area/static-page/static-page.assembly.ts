import { LoadStaticPage } from '@portail/application';
import type { PublicAreaServices } from '../public-area.services.ts';
import { StaticPageViewModel } from './static-page.view-model.ts';

export function assembleStaticPageViewModel(services: PublicAreaServices): StaticPageViewModel {
  return new StaticPageViewModel({
    loadStaticPage: new LoadStaticPage(services.cms),
    notify: services.notify,
  });
}
