/** Turning a create or edit request into a validated message shape and attachment list. */
import { errors, type FieldError, invalidFormBody } from './errors.ts';
import { snowflake } from './ids.ts';
import { checkString, isEmptyMessage, LIMITS, type MessageShape, mergeMessage, validateMessage } from './limits.ts';
import type { UploadedFile } from './multipart.ts';
import type { DoubleAttachment, DoubleMessage } from './types.ts';

export interface PreparedMessage {
  shape: MessageShape;
  attachments: DoubleAttachment[];
  payload: Record<string, any>;
}

const isObject = (v: unknown): v is Record<string, any> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Validates a message body against Discord's limits and resolves its attachments.
 * `existing` makes it an edit (fields absent from the body are kept); `prefix` is where the
 * message sits in the request body (['data'] for interaction callbacks), for error paths.
 */
export function prepareMessage(
  json: unknown,
  files: UploadedFile[],
  existing: DoubleMessage | undefined,
  prefix: string[] = [],
): PreparedMessage {
  if (json !== undefined && json !== null && !isObject(json)) {
    throw invalidFormBody([
      { path: prefix, code: 'DICT_TYPE_CONVERT', message: 'Only dictionaries may be used in a DictType' },
    ]);
  }
  const payload: Record<string, any> = isObject(json) ? json : {};
  checkFileSizes(files);
  const errs: FieldError[] = [];
  const base = existing
    ? { content: existing.content, embeds: existing.embeds, components: existing.components, flags: existing.flags }
    : undefined;
  const shape = mergeMessage(base, payload, errs);
  validateMessage(shape, errs);
  const attachments = resolveAttachments(
    existing?.attachments ?? [],
    payload.attachments,
    files,
    existing !== undefined,
    errs,
  );
  if (attachments.length > LIMITS.attachments) {
    errs.push({
      path: ['attachments'],
      code: 'BASE_TYPE_MAX_LENGTH',
      message: `Must be ${LIMITS.attachments} or fewer in length.`,
    });
  }
  if (errs.length) throw invalidFormBody(errs.map((e) => ({ ...e, path: [...prefix, ...e.path] })));
  if (isEmptyMessage(shape, attachments.length, payload)) throw errors.emptyMessage();
  return { shape, attachments, payload };
}

export function checkFileSizes(files: UploadedFile[]): void {
  for (const f of files) {
    if (f.data.length > LIMITS.attachmentBytes) {
      throw errors.entityTooLarge(
        `file ${f.filename} is ${f.data.length} bytes, over the ${LIMITS.attachmentBytes}-byte attachment limit`,
      );
    }
  }
}

function newAttachment(file: UploadedFile, entry?: Record<string, any>): DoubleAttachment {
  const a: DoubleAttachment = {
    id: snowflake(),
    filename: typeof entry?.filename === 'string' && entry.filename ? entry.filename : file.filename,
    data: file.data,
  };
  if (file.contentType) a.contentType = file.contentType;
  if (typeof entry?.description === 'string') a.description = entry.description;
  return a;
}

/**
 * Discord's rule: `attachments` lists what the message keeps (existing ids) and adds (ids naming
 * `files[n]`). Without `attachments`, an edit keeps the old ones and adds the uploads.
 */
function resolveAttachments(
  existing: DoubleAttachment[],
  entries: unknown,
  files: UploadedFile[],
  isEdit: boolean,
  errs: FieldError[],
): DoubleAttachment[] {
  if (entries === undefined || entries === null) {
    return isEdit ? [...existing, ...files.map((f) => newAttachment(f))] : files.map((f) => newAttachment(f));
  }
  if (!Array.isArray(entries)) {
    errs.push({
      path: ['attachments'],
      code: 'LIST_TYPE_CONVERT',
      message: 'Only iterables may be used in a ListType',
    });
    return existing;
  }
  const out: DoubleAttachment[] = [];
  const used = new Set<UploadedFile>();
  entries.forEach((entry, i) => {
    const id = isObject(entry) ? String(entry.id ?? '') : '';
    const kept = existing.find((a) => a.id === id);
    if (kept) {
      out.push(kept);
      return;
    }
    const file = files.find((f) => String(f.index) === id);
    // Alt text: Discord refuses a description over its limit rather than cutting it.
    if (isObject(entry) && entry.description !== undefined && entry.description !== null) {
      checkString(errs, ['attachments', i, 'description'], entry.description, { max: LIMITS.attachmentDescription });
    }
    if (file) {
      used.add(file);
      out.push(newAttachment(file, entry as Record<string, any>));
      return;
    }
    errs.push({
      path: ['attachments', i, 'id'],
      code: 'ATTACHMENT_NOT_FOUND',
      message: `Unknown attachment id ${JSON.stringify(id)}`,
    });
  });
  for (const f of files) if (!used.has(f)) out.push(newAttachment(f));
  return out;
}

export function describeFiles(files: UploadedFile[]): { filename: string; contentType?: string; size: number }[] {
  return files.map((f) =>
    f.contentType
      ? { filename: f.filename, contentType: f.contentType, size: f.data.length }
      : { filename: f.filename, size: f.data.length },
  );
}
