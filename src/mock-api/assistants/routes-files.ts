// /v1/files for the Assistants tools: multipart upload with a purpose, list, retrieve, content, delete (no beta header).
import type { Hono } from 'hono';
import type { FileObject } from '@loopscope/wire/assistants/types';
import { invalidValue } from '@loopscope/wire/checks';
import { invalidRequest } from '@loopscope/wire/errors';
import { NotFoundError, notFound, route, type AssistantsDeps, type Handle } from './http.ts';
import { deletedObject, seconds } from './objects.ts';
import { paginate } from './paginate.ts';

const PURPOSES = ['assistants', 'batch', 'fine-tune', 'vision', 'user_data', 'evals'] as const;
/** The mock keeps text files only, and small ones: it is a teaching tool, not a file host. */
const MAX_BYTES = 512 * 1024;

export function getFile(h: Handle, id: string) {
  const file = h.state.files.get(id);
  if (!file) throw new NotFoundError(`No such File object: ${id}`, id, 'id');
  return file;
}

/** A file another field names (`file_ids`, attachments, tool resources): an unknown id, or another key's, is the real 404. */
export function requireFile(h: Handle, id: string, param: string) {
  const file = h.state.files.get(id);
  if (!file) throw notFound('file', id, param);
  return file;
}

export function registerFileRoutes(app: Hono, deps: AssistantsDeps): void {
  const plain = { beta: false };
  app.post(
    '/v1/files',
    route(
      deps,
      async (h) => {
        const type = h.c.req.header('content-type') ?? '';
        if (!/^multipart\/form-data/i.test(type)) {
          throw invalidRequest(
            `Invalid Content-Type header (${type}), expected multipart/form-data. (HINT: If you're using curl, you can pass -F 'file=@<path>' to upload a file.)`,
          );
        }
        let form: FormData;
        try {
          form = await h.c.req.raw.formData();
        } catch {
          // A body that does not parse as the multipart it claims to be is the client's error, as on the real API.
          throw invalidRequest(
            'Could not parse multipart form data: the request body is not valid multipart/form-data (check the boundary in Content-Type).',
            'file',
          );
        }
        const purpose = form.get('purpose');
        const file = form.get('file');
        if (purpose === null)
          throw invalidRequest("Missing required parameter: 'purpose'.", 'purpose', 'missing_required_parameter');
        if (!(PURPOSES as readonly string[]).includes(String(purpose)))
          throw invalidValue(purpose, PURPOSES, 'purpose');
        if (file === null || typeof file === 'string')
          throw invalidRequest("Missing required parameter: 'file'.", 'file', 'missing_required_parameter');
        if (file.size > MAX_BYTES)
          throw invalidRequest(
            `File is too large for the Loopscope mock: ${file.size} bytes (it keeps at most ${MAX_BYTES} bytes per file).`,
            'file',
          );
        const object: FileObject = {
          id: h.state.newId('file-', 22),
          object: 'file',
          bytes: file.size,
          created_at: seconds(h.nowMs),
          filename: file.name || 'upload',
          purpose: String(purpose) as FileObject['purpose'],
          status: 'processed',
        } as unknown as FileObject;
        const stored = { object, text: await file.text() };
        h.state.keep(object.id, 'file', stored, () => h.state.files.delete(object.id));
        h.state.files.set(object.id, stored);
        return object;
      },
      plain,
    ),
  );
  app.get(
    '/v1/files',
    route(
      deps,
      async (h) => {
        const query = new URL(h.c.req.url).searchParams;
        const purpose = query.get('purpose');
        const files = [...h.state.files.values()]
          .map((f) => f.object)
          .filter((f) => purpose === null || f.purpose === purpose);
        return paginate(files, query);
      },
      plain,
    ),
  );
  app.get(
    '/v1/files/:id',
    route(deps, async (h) => getFile(h, h.c.req.param('id')!).object, plain),
  );
  app.get(
    '/v1/files/:id/content',
    route(
      deps,
      async (h) => {
        const file = getFile(h, h.c.req.param('id')!);
        return new Response(file.text, { headers: { 'content-type': 'application/octet-stream' } });
      },
      plain,
    ),
  );
  app.delete(
    '/v1/files/:id',
    route(
      deps,
      async (h) => {
        const id = h.c.req.param('id')!;
        getFile(h, id);
        h.state.files.delete(id);
        h.state.release(id);
        for (const store of h.state.vectorStores.values()) store.files.delete(id);
        return deletedObject(id, 'file');
      },
      plain,
    ),
  );
}
