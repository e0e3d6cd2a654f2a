import {
  ChangeContributionPayment,
  DownloadContributionDocument,
  LoadContributions,
} from '@portail/application';
import type { MemberAreaServices } from '../member-area.services.ts';
import { CotisationsViewModel } from './cotisations.view-model.ts';
import { PaymentChangeViewModel } from './payment-change.view-model.ts';
import { referencePaymentOptions } from './reference-options.ts';

/** « Mes cotisations »'s view-models, built by its lazily loaded screen from the area's ports. */
export function assembleCotisations(services: MemberAreaServices): {
  readonly screen: CotisationsViewModel;
  readonly change: PaymentChangeViewModel;
} {
  const { cotisations, notify, announce } = services;
  const screen = new CotisationsViewModel({
    loadContributions: new LoadContributions(cotisations),
    loadHistory: async (cursor, size) => {
      const page = await cotisations.listHistory(cursor, size);
      return page.ok ? page.value : null;
    },
    download: new DownloadContributionDocument(cotisations),
    notify,
    announce,
  });
  const change = new PaymentChangeViewModel({
    change: new ChangeContributionPayment(cotisations),
    notify,
    announce,
    changed: () => screen.load(),
    loadOptions: referencePaymentOptions(services.resources),
  });
  return { screen, change };
}
