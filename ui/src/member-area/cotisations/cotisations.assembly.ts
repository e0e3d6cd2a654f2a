import {
  ChangeContributionPayment,
  CONTRIBUTION_RIB_ACT_KEY,
  DownloadContributionDocument,
  LoadContributions,
  readManagementMode,
  UploadQueueRunner,
} from '@portail/application';
import { FileUploadViewModel } from '../../widgets/file-upload/file-upload.view-model.ts';
import { RIB_UPLOAD } from '../member-area.config.ts';
import type { MemberAreaServices } from '../member-area.services.ts';
import { CotisationsViewModel } from './cotisations.view-model.ts';
import { PaymentChangeViewModel } from './payment-change.view-model.ts';
import { referencePaymentOptions } from './reference-options.ts';

/** « Mes cotisations »'s view-models, built by its lazily loaded screen from the area's ports. */
export function assembleCotisations(services: MemberAreaServices): {
  readonly screen: CotisationsViewModel;
  readonly change: PaymentChangeViewModel<File>;
} {
  const { cotisations, notify, announce, identity, upload, clock, scheduler } = services;
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
    loadManagementMode: () => readManagementMode(identity, CONTRIBUTION_RIB_ACT_KEY),
    createRibArea: () =>
      new FileUploadViewModel(
        new UploadQueueRunner<File>(upload, clock, scheduler, {
          inputName: RIB_UPLOAD.inputName,
          constraints: { ...RIB_UPLOAD.constraints, required: true },
        }),
      ),
  });
  return { screen, change };
}
