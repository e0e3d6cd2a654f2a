import type { UploadConstraints } from '@portail/domain';

const MO = 1024 * 1024;

/** Documents of a message in a thread (a reply, a new thread): optional, up to 5 files. */
export const MESSAGE_DOCUMENTS = Object.freeze({
  inputName: 'pieces',
  constraints: {
    queueLimit: 5,
    maxFileSize: 10 * MO,
    maxQueueSize: 25 * MO,
    allowedExtensions: ['pdf', 'jpg', 'jpeg', 'png'],
  } satisfies UploadConstraints,
});
