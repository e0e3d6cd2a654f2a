import { LoadRenforts, LoadSimulator, RequestRenfort, UploadQueueRunner } from '@portail/application';
import type { MemberArea } from '../member-area.assembly.ts';
import { MEMBER_AREA_PATHS } from '../member-area.config.ts';
import { FileUploadViewModel } from '../../widgets/file-upload/file-upload.view-model.ts';
import { RenfortsViewModel } from './renforts.view-model.ts';
import type { QuoteSender } from './send-quote-dialog.view-model.ts';
import { SendQuoteDialogViewModel } from './send-quote-dialog.view-model.ts';
import { QUOTE_UPLOAD } from './send-quote.config.ts';
import { SimulatorViewModel } from './simulator.view-model.ts';

/** Where a request of « Mes demandes » is read. */
const requestPath = (id: string) => `${MEMBER_AREA_PATHS.demandes}/${encodeURIComponent(id)}`;

/**
 * The simulator's view-models over the area's port, built in the screen's own chunk (one per visit). With
 * `sendRequest` (the « Mes demandes » sending use case), the answer offers « Envoyer mon devis ».
 */
export function assembleSimulator(
  area: Pick<MemberArea, 'services'>,
  sendRequest?: QuoteSender,
): SimulatorViewModel {
  const { simulator, notify, upload, clock, scheduler } = area.services;
  return new SimulatorViewModel({
    loadSimulator: new LoadSimulator(simulator),
    notify,
    renforts: new RenfortsViewModel({
      loadRenforts: new LoadRenforts(simulator),
      requestRenfort: new RequestRenfort(simulator),
      notify,
    }),
    ...(sendRequest === undefined
      ? {}
      : {
          quoteDialog: (simulation, onClose) =>
            new SendQuoteDialogViewModel(
              {
                sendRequest,
                notify,
                quote: new FileUploadViewModel(
                  new UploadQueueRunner<File>(upload, clock, scheduler, QUOTE_UPLOAD),
                ),
                today: () => new Date(clock.now()),
                requestPath,
                onClose,
              },
              simulation,
            ),
        }),
  });
}
