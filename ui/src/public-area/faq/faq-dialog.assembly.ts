import {
  FAQ_AUDIENCES,
  FaqLoadCategories,
  FaqLoadTop5,
  FaqOpenQuestion,
  FaqRate,
  FaqSearch,
} from '@portail/application';
import type { PublicAreaServices } from '../public-area.services.ts';
import { FaqDialogViewModel } from './faq-dialog.view-model.ts';

/** The home page's FAQ modal with the application's Faq* use cases, for the public audience. */
export function assembleFaqDialogViewModel(services: PublicAreaServices): FaqDialogViewModel {
  const { faq } = services;
  return new FaqDialogViewModel({
    useCases: {
      loadTop5: new FaqLoadTop5(faq),
      loadCategories: new FaqLoadCategories(faq),
      search: new FaqSearch(faq),
      openQuestion: new FaqOpenQuestion(faq),
      rate: new FaqRate(faq),
    },
    userType: FAQ_AUDIENCES.public,
    notify: services.notify,
  });
}
