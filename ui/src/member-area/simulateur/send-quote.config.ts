import type { UploadConstraints } from '@portail/domain';

/** The quote of « Envoyer mon devis »: PDF or image (spec §5 upload rules), required, up to three files. */
export const QUOTE_UPLOAD = Object.freeze({
  inputName: 'devis',
  constraints: {
    required: true,
    queueLimit: 3,
    maxFileSize: 10 * 1024 * 1024,
    maxQueueSize: 25 * 1024 * 1024,
    allowedExtensions: ['pdf', 'jpg', 'jpeg', 'png'],
  } satisfies UploadConstraints,
});
