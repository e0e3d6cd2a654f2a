import type { ResourcePort } from '@portail/application';
import type { CatalogueMessage, UploadFileLike } from '@portail/domain';
import {
  dangerToast,
  dangerToastCatalogue,
  REQUIRED_FIELDS_SUMMARY_MESSAGE,
  requestReceivedToast,
} from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { FileUploadViewModel } from '../../../widgets/file-upload/file-upload.view-model.ts';
import { SUPPORTING_DOCUMENTS_ACT } from '../../member-area.config.ts';

export const COMMENT_MAX_LENGTH = 500;

export interface SupportingDocumentsDeps<F extends UploadFileLike> {
  readonly resources: Pick<ResourcePort, 'submitAct'>;
  readonly notify: (message: CatalogueMessage) => void;
  /** A fresh upload area (a new one after each sent request). */
  readonly createArea: () => FileUploadViewModel<F>;
}

/**
 * 'Envoyer des justificatifs': the upload area with several files (queue of up to 5, one upload at a time)
 * and an optional comment, sent as the act 'envoi-justificatifs' (POST api/forms/{formName}/form). The
 * success toast follows the act's answer (manual-mode suffix, confirmation e-mail line).
 */
export class SupportingDocumentsViewModel<F extends UploadFileLike> {
  area: FileUploadViewModel<F>;
  comment = '';
  sending = false;
  summary: string | null = null;
  /** Bumped on a refused submit: the screen moves the focus to the upload area. */
  focusRequest = 0;

  constructor(private readonly deps: SupportingDocumentsDeps<F>) {
    this.area = deps.createArea();
    makeAutoObservable<SupportingDocumentsViewModel<F>, 'deps'>(this, { deps: false, area: observableRef });
  }

  setComment(value: string): void {
    this.comment = value.slice(0, COMMENT_MAX_LENGTH);
  }

  async submit(): Promise<void> {
    if (this.sending) return;
    this.area.revealErrors();
    if (this.area.issues.length > 0) {
      this.summary = REQUIRED_FIELDS_SUMMARY_MESSAGE;
      this.focusRequest += 1;
      return;
    }
    this.summary = null;
    this.sending = true;
    const result = await this.deps.resources.submitAct(SUPPORTING_DOCUMENTS_ACT, {
      fichiers: this.area.uploadedFiles,
      commentaire: this.comment.trim(),
    });
    runInAction(() => (this.sending = false));
    if (!result.ok) {
      this.deps.notify(dangerToast(dangerToastCatalogue.actRequestFailed, result.error.server?.message));
      return;
    }
    this.deps.notify(
      requestReceivedToast({
        manualMode: result.value.isModeGestionManuel,
        acknowledgementActive: result.value.isAccuseReceptionActive,
      }),
    );
    runInAction(() => {
      this.area.dispose();
      this.area = this.deps.createArea();
      this.comment = '';
    });
  }

  dispose(): void {
    this.area.dispose();
  }
}
