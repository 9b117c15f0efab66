import { PassThrough, type Readable } from 'node:stream';
import { describeOperations } from '../openapi.js';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  contentDisposition,
  defaultPlan,
  derivedName,
  FILE_CONTENT_SECURITY_POLICY,
  parseRange,
  planDelivery,
  supportsRanges,
  type DeliveryPlan,
} from '../../domain/issues/attachment-delivery.js';
import { VIDEO_SIZE_LIMIT } from '../../domain/issues/attachment-types.js';
import {
  assertDeclaredLengthFits,
  ONE_FILE_ONLY,
  type UploadPart,
} from '../../domain/issues/attachment-upload.js';
import {
  deleteAttachment,
  getAttachment,
  listAttachmentsOfIssue,
  removeStoredFiles,
  uploadAttachment,
  uploadTarget,
} from '../../domain/issues/attachments.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { imageCopy } from '../../domain/issues/image-copies.js';
import type { StoredObject } from '../../storage/index.js';
import { respondWithPage } from '../envelope.js';
import {
  Collection,
  Data,
  EmptyQuery,
  PageQuery,
  parseQueryBoolean,
  NoContent,
  MediaResponse,
  ErrorBody,
  IssueParams,
} from '../../schemas/common.js';
import type { App, RouteModule } from '../types.js';
import { inTransaction } from '../../db/connection.js';
import { AttachmentSchema, AttachmentParams, RetrievalQuery } from '../../schemas/attachments.js';
import { CommentParams } from '../../schemas/comments.js';

/** Multipart limits: one file (a second is read only to be refused), a few small fields, nothing larger than a video. */
const MULTIPART_LIMITS = {
  files: 2,
  fields: 20,
  parts: 25,
  fieldSize: 64 * 1024,
  fieldNameSize: 200,
  headerPairs: 100,
  fileSize: VIDEO_SIZE_LIMIT + 1,
};

const NOT_MULTIPART = 'Send the file as multipart/form-data, in one part named file.';

const MALFORMED_MULTIPART = 'The multipart body is malformed, truncated or has too many parts.';

/** The request's parts, with the parser's own refusals turned into 422 on `file`. */
async function* uploadParts(request: FastifyRequest): AsyncIterable<UploadPart> {
  if (!request.isMultipart()) throw ValidationError.field('file', NOT_MULTIPART);
  try {
    for await (const part of request.parts()) {
      yield part.type === 'file'
        ? {
            type: 'file',
            fieldname: part.fieldname,
            filename: part.filename,
            file: refusingTruncation(part.file),
          }
        : { type: 'field', fieldname: part.fieldname };
    }
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw ValidationError.field('file', ONE_FILE_ONLY);
    throw ValidationError.field('file', MALFORMED_MULTIPART);
  }
}

/**
 * Runs before the body is read: a declared length over the limit is answered at once, and the
 * connection closed after the answer rather than kept open to read (and drop) a body nobody wants.
 */
async function refuseOversizedUpload(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  try {
    assertDeclaredLengthFits(request.headers['content-length']);
  } catch (error) {
    reply.header('connection', 'close');
    throw error;
  }
}

/**
 * A file part's bytes, failing with the 422 answer rather than the parser's own error when the body ends
 * inside the part (a truncated upload): the upload code then removes what it stored, as for any refusal.
 */
function refusingTruncation(file: Readable): Readable {
  const checked = new PassThrough();
  const refuse = () => checked.destroy(ValidationError.field('file', MALFORMED_MULTIPART));
  // When the whole (cut) body arrived before the parts are read (a slower lookup first, as on
  // PostgreSQL), the part may already have failed, or close without ever ending: both are truncation.
  if (file.errored !== null || (file.destroyed && !file.readableEnded)) {
    refuse();
    return checked;
  }
  file.once('error', refuse);
  file.once('close', () => {
    if (!file.readableEnded) refuse();
  });
  return file.pipe(checked);
}

function sendFile(
  reply: FastifyReply,
  object: StoredObject,
  plan: DeliveryPlan,
  name: string,
  length: number,
): FastifyReply {
  return (
    reply
      .header('content-type', plan.contentType)
      .header('content-disposition', contentDisposition(plan.disposition, name))
      .header('content-length', String(length))
      .header('content-security-policy', FILE_CONTENT_SECURITY_POLICY)
      .header('cache-control', 'private, no-cache')
      // A browser session's cookie would ride along on another site's <img>: only our pages may embed it.
      .header('cross-origin-resource-policy', 'same-origin')
      .send(object.body)
  );
}

const FileBytes = (description: string) =>
  MediaResponse(description, 'application/octet-stream', {
    type: 'string',
    contentMediaType: 'application/octet-stream',
  });

export const attachmentRoutes: RouteModule = (app, { db, config, storage }) => {
  const operation = describeOperations('attachments');
  // Own scope: the multipart parser and the nosniff header apply to these routes only.
  void app.register(async (scope: App) => {
    // Past the limit busboy truncates; the upload code has already refused the file by then.
    await scope.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
    // Anything that is neither JSON nor multipart reaches the handler, which names the expected format.
    scope.addContentTypeParser('*', (_request, payload, done) => {
      payload.resume();
      done(null, undefined);
    });
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header('x-content-type-options', 'nosniff');
    });
    scope.addHook('onClose', async () => storage.close());

    scope.post(
      '/issues/:issue/attachments',
      {
        onRequest: refuseOversizedUpload,
        schema: {
          ...operation(
            'uploadIssueAttachment',
            'Attach a file to an issue',
            'Uploads one file (multipart, part `file`) to the issue.',
          ),
          params: IssueParams,
          querystring: EmptyQuery,
          response: { 201: Data(AttachmentSchema) },
        },
      },
      async (request, reply) => {
        const target = await uploadTarget(db, request.caller, request.params.issue, null);
        const view = await uploadAttachment(db, request.ctx, {
          storage,
          target,
          parts: uploadParts(request),
        });
        return reply.status(201).send({ data: view });
      },
    );

    scope.post(
      '/issues/:issue/comments/:comment/attachments',
      {
        onRequest: refuseOversizedUpload,
        schema: {
          ...operation(
            'uploadCommentAttachment',
            'Attach a file to a comment',
            'Uploads one file (multipart, part `file`) to a comment of the issue.',
          ),
          params: CommentParams,
          querystring: EmptyQuery,
          response: { 201: Data(AttachmentSchema) },
        },
      },
      async (request, reply) => {
        const target = await uploadTarget(db, request.caller, request.params.issue, request.params.comment);
        const view = await uploadAttachment(db, request.ctx, {
          storage,
          target,
          parts: uploadParts(request),
        });
        return reply.status(201).send({ data: view });
      },
    );

    scope.get(
      '/issues/:issue/attachments',
      {
        schema: {
          ...operation(
            'listIssueAttachments',
            "List an issue's attachments",
            'The files attached to the issue and its comments.',
          ),
          params: IssueParams,
          querystring: PageQuery,
          response: { 200: Collection(AttachmentSchema) },
        },
      },
      async (request) =>
        respondWithPage(request, config.appUrl, (limit, offset) =>
          listAttachmentsOfIssue(db, request.ctx, { issue: request.params.issue, limit, offset }),
        ),
    );

    // The answer is the file's bytes (of the file's own type), not JSON: described, never serialised.
    scope.get(
      '/attachments/:id',
      {
        schema: {
          ...operation(
            'getAttachment',
            'Download an attachment',
            "The file's bytes; `size` or `preview` for a resized image, `download` to save it, ranges honoured.",
          ),
          params: AttachmentParams,
          querystring: RetrievalQuery,
          response: {
            200: FileBytes('The file.'),
            206: FileBytes('The requested byte range.'),
            416: ErrorBody,
          },
        },
      },
      async (request, reply) => {
        const attachment = await getAttachment(db, request.caller, request.params.id);
        let plan = planDelivery(attachment.mime, {
          download: parseQueryBoolean(request.query.download),
          size: request.query.size,
          preview: parseQueryBoolean(request.query.preview),
        });
        if (plan.variant !== 'original') {
          const derived = await imageCopy(db, storage, attachment, plan.variant);
          if (derived) return sendFile(reply, derived, plan, derivedName(attachment.name), derived.size);
          plan = defaultPlan(attachment.mime);
        }

        const ranges = supportsRanges(attachment.mime, plan);
        if (ranges) reply.header('accept-ranges', 'bytes');
        const range = ranges ? parseRange(request.headers.range, attachment.size) : null;
        if (range === 'unsatisfiable') {
          return reply
            .status(416)
            .header('content-range', `bytes */${attachment.size}`)
            .type('application/json; charset=utf-8')
            .send({ message: 'The requested range is not satisfiable.' });
        }
        const object = await storage.get(attachment.storage_key, range ?? undefined);
        if (!object) throw new NotFoundError('Attachment');
        if (range) {
          reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${object.size}`);
          return sendFile(reply, object, plan, attachment.name, range.end - range.start + 1);
        }
        return sendFile(reply, object, plan, attachment.name, object.size);
      },
    );

    scope.delete(
      '/attachments/:id',
      {
        schema: {
          ...operation(
            'deleteAttachment',
            'Delete an attachment',
            'Removes the file (its uploader or an administrator).',
          ),
          params: AttachmentParams,
          querystring: EmptyQuery,
          response: { 204: NoContent },
        },
      },
      async (request, reply) => {
        const storageKey = await inTransaction(db, (tx) =>
          deleteAttachment(tx, request.ctx, { id: request.params.id }),
        );
        await removeStoredFiles(storage, [storageKey]);
        return reply.status(204).send();
      },
    );
  });
};
