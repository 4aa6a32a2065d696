import type { IncomingMessage } from 'node:http';
import { ApiError, errors } from './errors.ts';

/** A file part of a multipart request (`files[n]`). */
export interface UploadedFile {
  /** n of `files[n]`, which payload_json's `attachments[].id` refers to. */
  index: number;
  field: string;
  filename: string;
  contentType?: string;
  data: Buffer;
}

export interface ParsedBody {
  json: unknown;
  files: UploadedFile[];
}

/** Largest request body the double reads at all (Discord's own cap is lower per file, checked later). */
const MAX_BODY_BYTES = 64 * 1024 * 1024;

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > MAX_BODY_BYTES) throw errors.entityTooLarge(`request body over ${MAX_BODY_BYTES} bytes`);
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

/** Parses a JSON or multipart/form-data body (parts `payload_json` and `files[n]`). */
export async function parseBody(raw: Buffer, contentType: string | undefined): Promise<ParsedBody> {
  const ct = contentType ?? '';
  if (ct.startsWith('multipart/form-data')) return parseMultipart(raw, ct);
  if (raw.length === 0) return { json: undefined, files: [] };
  try {
    return { json: JSON.parse(raw.toString('utf8')), files: [] };
  } catch {
    throw errors.invalidJson();
  }
}

async function parseMultipart(raw: Buffer, contentType: string): Promise<ParsedBody> {
  let form: FormData;
  try {
    form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new ApiError(400, 50035, 'Invalid Form Body', { violation: true, detail: 'unparseable multipart body' });
  }
  let json: unknown;
  const files: UploadedFile[] = [];
  let next = 0;
  for (const [field, value] of form.entries()) {
    if (field === 'payload_json') {
      const text = typeof value === 'string' ? value : await value.text();
      try {
        json = JSON.parse(text);
      } catch {
        throw errors.invalidJson();
      }
      continue;
    }
    if (typeof value === 'string') continue;
    const m = /^files\[(\d+)\]$/.exec(field);
    const index = m ? Number(m[1]) : next;
    next = Math.max(next, index + 1);
    const file: UploadedFile = {
      index,
      field,
      filename: value.name || `file${index}`,
      data: Buffer.from(await value.arrayBuffer()),
    };
    if (value.type) file.contentType = value.type;
    files.push(file);
  }
  return { json, files };
}
