import { LoadCmsBlock } from '@portail/application';
import type { PublicAreaServices } from '../public-area.services.ts';
import { DisplayEmailViewModel } from './display-email.view-model.ts';

export function assembleDisplayEmailViewModel(services: PublicAreaServices): DisplayEmailViewModel {
  return new DisplayEmailViewModel({ loadCmsBlock: new LoadCmsBlock(services.cms), notify: services.notify });
}
