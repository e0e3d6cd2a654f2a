import multipart from '@fastify/multipart';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import { hasInvalidCharacters, invalidCharactersError } from '../http/input-boundary.ts';
import { getSession } from '../http/session.ts';
import type { ServerDeps } from '../server-deps.ts';
import { RequestFields } from '../http/request-fields.ts';
import { createFaultSwitch, type FaultSwitch, KNOWN_FAULTS, parseFaults } from '../platform/fault-switch.ts';
import { loadUploadPolicy, type UploadPolicy } from './upload-policy.ts';
import { tooManyFilesIssue } from './upload-rules.ts';
import { databaseUploadSink, recordUploads, sweepOrphanParts } from './upload-content.repository.ts';
import { storeUploads, type UploadPart } from './upload-store.ts';

const MAX_FIELDS = 20;
/** The segments of uploads that never completed are looked for at start and then at most once an hour. */
const SWEEP_EVERY_MS = 60 * 60_000;

async function* uploadParts(parts: AsyncIterable<MultipartFile | MultipartValue>): AsyncIterable<UploadPart> {
  for await (const part of parts) {
    if (part.type === 'file') {
      yield { kind: 'file', fieldName: part.fieldname, fileName: part.filename, stream: part.file };
    } else {
      // The input boundary (http/input-boundary.ts) for the fields only this route reads.
      if (typeof part.value === 'string' && hasInvalidCharacters(part.value))
        throw invalidCharactersError(`body/${part.fieldname}`);
      yield {
        kind: 'field',
        fieldName: part.fieldname,
        value: typeof part.value === 'string' ? part.value : '',
      };
    }
  }
}

/** Reads and drops the whole body (the fault answer still lets the client finish sending). */
async function drainParts(parts: AsyncIterable<MultipartFile | MultipartValue>): Promise<void> {
  for await (const part of parts) {
    if (part.type === 'file') {
      for await (const _chunk of part.file) {
        // discarded on purpose
      }
    }
  }
}

function isLimitError(error: unknown): error is { code: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error.code === 'FST_FILES_LIMIT' ||
      error.code === 'FST_PARTS_LIMIT' ||
      error.code === 'FST_FIELDS_LIMIT')
  );
}

export interface UploadRoutesOptions {
  readonly policy?: UploadPolicy;
  readonly faults?: FaultSwitch;
}

/**
 * `POST /api/upload` (multipart): each file gets a generated name after the extension allow-list; its bytes are
 * written to the database in segments while they arrive (`upload_parts`), and checked as a whole once received
 * (size/count limits, content sniffing); the accepted files are then recorded in `uploaded_files` in one
 * transaction (with the account when signed in; any instance can use them) and only then answered. A refused
 * request keeps nothing. Dev only: `GET|POST /dev/faults` arms a one-shot 500 for the next upload(s).
 */
export async function uploadRoutes(
  app: FastifyInstance,
  deps: ServerDeps,
  options: UploadRoutesOptions = {},
): Promise<void> {
  const policy = options.policy ?? loadUploadPolicy();
  const faults =
    options.faults ??
    createFaultSwitch(deps.config.production ? new Map() : parseFaults(process.env['PORTAIL_FAULTS']));
  const sink = databaseUploadSink(deps.db, deps.clock);
  let nextSweep = 0;
  const sweepIfDue = async () => {
    const now = deps.clock.now();
    if (now.getTime() < nextSweep) return;
    nextSweep = now.getTime() + SWEEP_EVERY_MS;
    await sweepOrphanParts(deps.db, now);
  };
  app.addHook('onReady', sweepIfDue);

  await app.register(multipart, {
    limits: {
      fileSize: policy.maxFileSize,
      files: policy.maxFiles,
      fields: MAX_FIELDS,
      fieldSize: 4096,
      parts: policy.maxFiles + MAX_FIELDS,
      headerPairs: 100,
    },
    throwFileSizeLimit: false,
    // The name as sent (busboy otherwise keeps its last segment): a name carrying a path is refused, not trimmed.
    preservePath: true,
  });

  app.post('/api/upload', async (request, reply) => {
    if (!request.isMultipart()) throw new HttpError(415);
    const session = await getSession(request);
    if (faults.take('upload')) {
      await drainParts(request.parts());
      throw new HttpError(500, { code: 'FAULT_INJECTED' });
    }
    await sweepIfDue();
    let outcome;
    try {
      outcome = await storeUploads(uploadParts(request.parts()), policy, sink);
    } catch (error) {
      if (isLimitError(error)) {
        throw new HttpError(413, { ...tooManyFilesIssue(policy) });
      }
      throw error;
    }
    if (!outcome.ok) throw new HttpError(outcome.status, { ...outcome.issue });
    await recordUploads(deps.db, outcome.files, {
      accountId: session?.accountId ?? null,
      indexGed: outcome.fields.get('indexGed') ?? null,
      at: deps.clock.now(),
    });
    return reply.status(200).send({
      fileNames: outcome.files.map(({ remoteFileName, localFileName, size, inputName }) => ({
        remoteFileName,
        localFileName,
        size,
        inputName,
      })),
    });
  });

  if (deps.config.production) return;

  app.get('/dev/faults', async () => faults.armed());

  app.post('/dev/faults', async (request) => {
    const body = new RequestFields(request.body);
    const fault = body.string('fault', 50);
    const times = Number(body.raw()['times'] ?? 1);
    if (!Number.isInteger(times) || times < 0 || times > 100) throw new HttpError(400);
    if (!KNOWN_FAULTS.includes(fault)) {
      throw new HttpError(400, { code: 'FAULT_UNKNOWN', message: `Panne inconnue : ${fault}` });
    }
    faults.arm(fault, times);
    return faults.armed();
  });
}
