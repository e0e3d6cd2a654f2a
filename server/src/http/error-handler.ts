import { UPLOAD_ISSUE_CODES, UPLOAD_UNREADABLE_MESSAGE } from '@portail/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorBody } from './error-body.ts';
import { defaultCodeFor, defaultMessageFor } from './error-body.ts';
import { HttpError } from './http-error.ts';
import { isUnreadableMultipart } from './multipart-errors.ts';

const VALIDATION_MESSAGE = 'Les informations fournies sont erronées';

/** French messages for the framework's own client errors (its English texts never reach users). */
function frameworkMessage(status: number): string {
  switch (status) {
    case 413:
      return 'La requête est trop volumineuse.';
    case 415:
      return "Le format de la requête n'est pas accepté.";
    case 405:
      return "Cette méthode n'est pas autorisée.";
    default:
      return defaultMessageFor(status);
  }
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && ('statusCode' in error || 'validation' in error);
}

/**
 * Every error becomes an {@link ErrorBody} with a French message: HttpError as thrown, schema
 * validation failures as 400 with `errors`, a multipart body the parser cannot read as 400 (upload catalogue),
 * framework 4xx with their status, anything else 500
 * (logged, never leaked).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: unknown, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send(error.body);
    }
    if (isFastifyError(error) && error.validation) {
      const body: ErrorBody = {
        code: 'VALIDATION',
        message: VALIDATION_MESSAGE,
        errors: error.validation.map((item) => ({
          field: `${error.validationContext ?? 'body'}${item.instancePath}`,
          code: `SCHEMA.${item.keyword.toUpperCase()}`,
          message: VALIDATION_MESSAGE,
        })),
      };
      return reply.status(400).send(body);
    }
    if (isUnreadableMultipart(request, error)) {
      return reply
        .status(400)
        .send({ code: UPLOAD_ISSUE_CODES.unreadable, message: UPLOAD_UNREADABLE_MESSAGE });
    }
    const status = isFastifyError(error) ? (error.statusCode ?? 500) : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: defaultCodeFor(status), message: frameworkMessage(status) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: defaultCodeFor(500), message: defaultMessageFor(500) });
  });
  app.setNotFoundHandler(async (_request, reply) =>
    reply.status(404).send({ code: defaultCodeFor(404), message: defaultMessageFor(404) }),
  );
}
