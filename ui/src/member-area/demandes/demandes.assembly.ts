import type { RequestsPort } from '@portail/application';
import {
  LoadBeneficiaries,
  LoadMemberRequest,
  LoadMemberRequests,
  LoadMemberThread,
  LoadRequestReferenceItems,
  SendMemberRequest,
  StartMemberThread,
  UploadQueueRunner,
  WriteOnMemberRequest,
  WriteOnMemberThread,
} from '@portail/application';
import type { RequestFormContext } from '@portail/domain';
import { FileUploadViewModel } from '../../widgets/file-upload/file-upload.view-model.ts';
import type { MemberAreaServices } from '../member-area.services.ts';
import { MESSAGE_DOCUMENTS } from './demandes.config.ts';
import type { RequestFormKind } from './demandes.paths.ts';
import { NewThreadViewModel } from './new-thread.view-model.ts';
import { RequestDetailViewModel } from './request-detail.view-model.ts';
import type { ChoiceItem, RequestDocumentsSpec } from './request-form.fields.ts';
import { RequestFormViewModel } from './request-form.view-model.ts';
import type { RequestFormDeps } from './request-form.view-model.ts';
import { REQUEST_FORMS } from './request-forms.config.ts';
import { RequestListViewModel } from './request-list.view-model.ts';
import { ThreadViewModel } from './thread.view-model.ts';

/**
 * The portal does not hold the member's own NIR: the rules that compare with it (a child attached to it, a NIR
 * that is the member's) run on the server, with the same domain rule and the member's NIR in its context.
 */
const MEMBER_NIR_CHECKED_BY_SERVER = 'verifie-par-le-serveur';

/** The view-model factories of « Mes demandes » (one new view-model per visit of a screen). */
export interface RequestsArea {
  readonly list: () => RequestListViewModel;
  readonly detail: (id: string) => RequestDetailViewModel<File>;
  readonly thread: (id: string) => ThreadViewModel<File>;
  readonly form: (kind: RequestFormKind) => RequestFormViewModel<File>;
  readonly newThread: () => NewThreadViewModel<File>;
}

export type RequestsServices = Pick<
  MemberAreaServices,
  'memberServices' | 'upload' | 'clock' | 'scheduler' | 'settings' | 'notify'
> & { readonly requests: RequestsPort };

/** Builds the use cases of « Mes demandes » over the member area's ports (its own lazily loaded chunk). */
export function assembleRequests(services: RequestsServices): RequestsArea {
  const { requests, notify } = services;
  const uploadArea = (upload: RequestDocumentsSpec | typeof MESSAGE_DOCUMENTS) =>
    new FileUploadViewModel(
      new UploadQueueRunner<File>(services.upload, services.clock, services.scheduler, upload),
    );
  const messageArea = () => uploadArea(MESSAGE_DOCUMENTS);
  const loadBeneficiaries = new LoadBeneficiaries(services.memberServices);
  const loadReference = new LoadRequestReferenceItems(requests);
  const loadChoices: RequestFormDeps<File>['loadChoices'] = async (source) => {
    if (source === 'beneficiaries') {
      const outcome = await loadBeneficiaries.execute();
      if (outcome.kind === 'failed') {
        notify(outcome.toast);
        return null;
      }
      return outcome.beneficiaries.map((person): ChoiceItem => ({
        code: person.numPers,
        libelle: `${person.prenom} ${person.nom}`,
      }));
    }
    const outcome = await loadReference.execute(source);
    if (outcome.kind === 'failed') {
      notify(outcome.toast);
      return null;
    }
    return outcome.items;
  };
  const context = (): RequestFormContext => ({
    today: new Date(),
    tailleMaxPrenomNom: services.settings.configuration?.tailleMaxPrenomNom,
    memberNir: MEMBER_NIR_CHECKED_BY_SERVER,
  });
  const sendRequest = new SendMemberRequest(requests);
  return {
    list: () => new RequestListViewModel({ loadRequests: new LoadMemberRequests(requests), notify }),
    detail: (id) =>
      new RequestDetailViewModel(id, {
        loadRequest: new LoadMemberRequest(requests),
        write: new WriteOnMemberRequest(requests),
        notify,
        createArea: messageArea,
      }),
    thread: (id) =>
      new ThreadViewModel(id, {
        loadThread: new LoadMemberThread(requests),
        write: new WriteOnMemberThread(requests),
        notify,
        createArea: messageArea,
      }),
    form: (kind) =>
      new RequestFormViewModel(REQUEST_FORMS[kind], {
        sendRequest,
        loadChoices,
        notify,
        createArea: uploadArea,
        today: () => new Date(),
        context,
      }),
    newThread: () =>
      new NewThreadViewModel({
        startThread: new StartMemberThread(requests),
        notify,
        createArea: messageArea,
      }),
  };
}
