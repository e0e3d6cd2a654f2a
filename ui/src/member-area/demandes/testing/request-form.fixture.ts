import { SendMemberRequest, UploadQueueRunner } from '@portail/application';
import { FakeRequestsPort } from '@portail/application/src/use-cases/test-support/fake-requests.port.ts';
import { FakeClock } from '@portail/application/src/use-cases/test-support/fake-clock.ts';
import type { CatalogueMessage } from '@portail/domain';
import { FileUploadViewModel } from '../../../widgets/file-upload/file-upload.view-model.ts';
import type { TestFile } from '../../../widgets/file-upload/testing/controlled-upload-transport.ts';
import { ControlledUploadTransport } from '../../../widgets/file-upload/testing/controlled-upload-transport.ts';
import type { RequestFormKind } from '../demandes.paths.ts';
import { REQUEST_FORMS } from '../request-forms.config.ts';
import { RequestFormViewModel } from '../request-form.view-model.ts';

/** 26/11/2026, local midnight: the forms' "today". */
export const TODAY = new Date(2026, 10, 26);

/** A request form over the fake port, a controlled upload transport and fixed lists. */
export function aRequestForm(kind: RequestFormKind, options: { readonly maxNameLength?: number } = {}) {
  const port = new FakeRequestsPort();
  const clock = new FakeClock();
  const transport = new ControlledUploadTransport<TestFile>();
  const toasts: CatalogueMessage[] = [];
  const model = new RequestFormViewModel<TestFile>(REQUEST_FORMS[kind], {
    sendRequest: new SendMemberRequest(port),
    loadChoices: (source) =>
      Promise.resolve(
        source === 'beneficiaries'
          ? [
              { code: 'P1', libelle: 'Marie Dupont' },
              { code: 'P2', libelle: 'Léa Dupont' },
            ]
          : [{ code: 'X', libelle: `Choix ${source}` }],
      ),
    notify: (message) => toasts.push(message),
    createArea: (documents) =>
      new FileUploadViewModel(
        new UploadQueueRunner<TestFile>(transport, clock, clock, {
          inputName: documents.inputName,
          constraints: documents.constraints,
        }),
      ),
    today: () => TODAY,
    context: () => ({ today: TODAY, tailleMaxPrenomNom: options.maxNameLength, memberNir: '1750275123456' }),
  });
  return { model, port, transport, toasts };
}
