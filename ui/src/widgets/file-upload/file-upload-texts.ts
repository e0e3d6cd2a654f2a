import type { UploadAreaDescription, UploadItemStatus } from '@portail/domain';

/**
 * French sentences of the file upload area (spec §9 gives the facts; the sentences around them are project
 * wording): max size of one file in Mo (one decimal), total size when the queue limit is above 1, the
 * authorised extensions with 'ou' before the last one.
 */
export function uploadAreaSentences(description: UploadAreaDescription): readonly string[] {
  const sentences: string[] = [];
  if (description.maxFileSize !== undefined) {
    sentences.push(`Taille maximale par fichier : ${description.maxFileSize}.`);
  }
  if (description.maxQueueSize !== undefined) {
    sentences.push(`Taille maximale de l'ensemble des fichiers : ${description.maxQueueSize}.`);
  }
  if (description.extensions !== undefined) {
    sentences.push(`Formats acceptés : ${description.extensions}.`);
  }
  return sentences;
}

/** The drop zone's invitation and its button, singular or plural with the multiple selection. */
export function uploadAreaPrompt(multiple: boolean): {
  readonly dropText: string;
  readonly buttonText: string;
} {
  return multiple
    ? { dropText: 'Glissez-déposez vos fichiers ici ou', buttonText: 'Choisir des fichiers' }
    : { dropText: 'Glissez-déposez votre fichier ici ou', buttonText: 'Choisir un fichier' };
}

/** What an item's line says about its state (the error line shows the failure message instead). */
export function uploadStatusText(status: UploadItemStatus, progress: number): string {
  switch (status) {
    case 'queued':
      return 'En attente';
    case 'uploading':
      return `Téléversement : ${progress} %`;
    case 'success':
      return 'Téléversé';
    case 'cancelled':
      return 'Téléversement annulé';
    case 'error':
      return 'Échec du téléversement';
  }
}

/** Shown on an error item while its automatic retry is pending. */
export const UPLOAD_AUTOMATIC_RETRY_TEXT = 'Nouvelle tentative automatique dans quelques instants…';

/** Messages of the area's live region, read by screen readers as the queue moves. */
export const uploadAnnouncements = Object.freeze({
  started: (name: string) => `Téléversement de ${name} commencé.`,
  progress: (name: string, percent: number) => `${name} : ${percent} % téléversés.`,
  succeeded: (name: string) => `${name} a été téléversé.`,
  failed: (name: string, message: string) => `Échec du téléversement de ${name} : ${message}`,
  cancelled: (name: string) => `Téléversement de ${name} annulé.`,
  removed: (name: string) => `${name} a été retiré de la liste.`,
});
