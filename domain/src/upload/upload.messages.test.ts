import { describe, expect, it } from 'vitest';
import {
  UPLOAD_IN_PROGRESS_HINT,
  UPLOAD_REQUIRED_HINT,
  uploadAcceptedFormatsMessage,
  uploadFileTooLargeMessage,
  uploadQueueLimitMessage,
  uploadQueueTooLargeMessage,
} from './upload.messages.ts';

const MO = 1024 * 1024;

describe('upload messages', () => {
  it('states the single-file limit in Mo', () => {
    expect(uploadFileTooLargeMessage(5 * MO)).toBe("Le poids d'une pièce jointe est limité à 5 Mo.");
    expect(uploadFileTooLargeMessage(2.5 * MO)).toBe("Le poids d'une pièce jointe est limité à 2,5 Mo.");
  });

  it('states the whole-list limit in Mo', () => {
    expect(uploadQueueTooLargeMessage(20 * MO)).toBe(
      "Le poids de l'ensemble des pièces jointes est limité à 20 Mo.",
    );
  });

  it('lists the accepted formats, singular or plural', () => {
    expect(uploadAcceptedFormatsMessage(['pdf', 'jpg', 'png'])).toBe(
      'Seuls les formats pdf, jpg ou png sont acceptés.',
    );
    expect(uploadAcceptedFormatsMessage(['.pdf'])).toBe('Seul le format pdf est accepté.');
    expect(uploadAcceptedFormatsMessage([])).toBe("Ce type de fichier n'est pas accepté.");
  });

  it('states the number of files allowed', () => {
    expect(uploadQueueLimitMessage(1)).toBe("Vous ne pouvez joindre qu'une seule pièce jointe.");
    expect(uploadQueueLimitMessage(3)).toBe('Vous ne pouvez joindre que 3 pièces jointes.');
  });

  it('keeps the spec hints verbatim', () => {
    expect(UPLOAD_REQUIRED_HINT).toBe('Merci de joindre le document demandé.');
    expect(UPLOAD_IN_PROGRESS_HINT).toBe('Téléversement en cours...');
  });
});
