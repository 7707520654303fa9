// This layer's sentences, keyed into its own catalogs (src/persistence/locales/, the `persistence` namespace).
import english from './locales/en.json';
import { messagesOf } from './message';

export const say = messagesOf('persistence', english);

/** Megabytes for a size refusal (the catalogs show one decimal). Here, not in restore.ts, so the store can use it without loading zod. */
export const megabytes = (chars: number) => chars / 1024 / 1024;
