import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import { catalogueMessage, contentsErrorCatalogue } from '@portail/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error.ts';
import { hasInvalidCharacters, invalidCharactersError } from '../../http/input-boundary.ts';
import type { ServerDeps } from '../../server-deps.ts';
import { contentIsReadable } from '../../upload/public.ts';
import { requireHabilitation } from '../require-habilitation.ts';
import { authorOf, contentsError, recordContentAction } from './content-requests.ts';
import { imageToWire } from './content-wire.ts';
import { findContentImages, insertContentImage } from './content-images.repository.ts';

/** Largest CMS image kept. */
export const CMS_IMAGE_MAX_MB = 2;
const MAX_BYTES = CMS_IMAGE_MAX_MB * 1024 * 1024;
/** The image types kept, recognised by their content; SVG is not one (it can carry script). */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

function tooLarge(): HttpError {
  const { code, message } = catalogueMessage(contentsErrorCatalogue.imageTooLarge, {
    maxMb: CMS_IMAGE_MAX_MB,
  });
  return new HttpError(413, { code, message });
}

/** The sending's image and description: the first file part, whole, and the `description` field. */
async function readImage(request: FastifyRequest): Promise<{ bytes: Buffer; description: string }> {
  let bytes: Buffer | null = null;
  let description = '';
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const content = await part.toBuffer();
      if (part.file.truncated) throw tooLarge();
      if (part.fieldname === 'file' && bytes === null) bytes = content;
    } else if (part.fieldname === 'description' && typeof part.value === 'string') {
      description = part.value.trim().slice(0, 200);
    }
  }
  if (bytes === null || bytes.length === 0) throw new HttpError(400);
  if (hasInvalidCharacters(description)) throw invalidCharactersError('description');
  return { bytes, description };
}

/** « Contenus », the CMS image store: the list (`read`) and an upload (`create`), for the editor's images. */
export async function contentImagesRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024, headerPairs: 100 },
    throwFileSizeLimit: false,
  });

  app.get('/api/admin/contents/images', { onRequest: requireHabilitation('contenus', 'read') }, async () =>
    (await findContentImages(deps.db)).map(imageToWire),
  );

  app.post(
    '/api/admin/contents/images',
    { onRequest: requireHabilitation('contenus', 'create') },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415);
      const { bytes, description } = await readImage(request);
      const { fileTypeFromBuffer } = await import('file-type');
      const sniffed = (await fileTypeFromBuffer(bytes))?.mime;
      if (sniffed === undefined || !IMAGE_TYPES.has(sniffed) || !(await contentIsReadable(sniffed, bytes)))
        throw contentsError(415, 'imageTypeRefused');
      const author = await authorOf(request, deps.clock.now());
      const id = `image-${randomBytes(8).toString('hex')}`;
      const image = await deps.db.transaction(async (tx) => {
        const stored = await insertContentImage(tx, { id, contentType: sniffed, description, bytes });
        await recordContentAction(
          tx,
          author,
          'upload-image',
          { name: 'Images', itemName: id, version: 0 },
          {
            before: null,
            after: null,
            extra: { type: sniffed, taille: bytes.length, description },
          },
        );
        return stored;
      });
      return reply.status(201).send(imageToWire(image));
    },
  );
}
