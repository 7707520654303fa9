// The vector store a Responses session's hosted file_search searches: the session's files uploaded once per client and file set.
import type OpenAI from 'openai';
import { toFile } from 'openai';
import type { AssistantsFile } from '../../types';

/** Per client, the store made for each set of files (by content), so every step of a loop searches the same store. */
const made = new WeakMap<OpenAI, Map<string, Promise<string>>>();

/**
 * Uploads the files (`POST /v1/files`, `purpose: "assistants"`) into a new vector store and returns its id; the same
 * client and files give the same id without uploading again. A failed upload is forgotten, so the next step retries.
 */
export function sessionVectorStore(
  client: OpenAI,
  files: readonly AssistantsFile[],
  options: { signal?: AbortSignal; timeout?: number },
): Promise<string> {
  let byFiles = made.get(client);
  if (!byFiles) made.set(client, (byFiles = new Map()));
  const key = JSON.stringify(files.map((f) => [f.filename, f.content]));
  let store = byFiles.get(key);
  if (!store) {
    store = (async () => {
      const fileIds: string[] = [];
      for (const file of files)
        fileIds.push(
          (
            await client.files.create(
              { file: await toFile(new Blob([file.content]), file.filename), purpose: 'assistants' },
              options,
            )
          ).id,
        );
      return (await client.vectorStores.create({ name: 'Loopscope session files', file_ids: fileIds }, options)).id;
    })();
    byFiles.set(key, store);
    store.catch(() => byFiles.delete(key));
  }
  return store;
}
