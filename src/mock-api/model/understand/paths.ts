// File and folder paths in a request: a path as written ("notes/todo.md", "./src"), or the folder a phrase names ("the notes folder").

/** A path as written: with a slash, a drive, a leading dot or tilde, or a file name with an extension ("readme.txt"). */
// eslint-disable-next-line regexp/no-super-linear-move -- reads readable() text: at most MODEL_READS_CHARS, whitespace runs squeezed
const WRITTEN = /(?<![\p{L}\p{N}@])((?:~|\.{1,2})?\/[\w.\-/]*|[A-Za-z]:[\\/][\w.\-\\/]*|[\w.-]+(?:\/[\w.-]+)+\/?|[\w-]+(?:\.[\w-]+)*\.[A-Za-z][A-Za-z0-9]{0,5})(?![\p{L}\p{N}])/u;
/** A folder named by a phrase: "folder called drafts", "the notes folder", "in the src directory". */
const CALLED_FOLDER = /\b(?:folder|directory)\s+(?:called|named)\s+["'`]?([\w.\-/]+)/i;
const FOLDER_AFTER_NAME = /\b([\w.-]+)\s+(?:folder|directory|dir)\b/i;
/** Words before "folder" that are not its name. */
const NOT_A_NAME = /^(?:a|an|the|this|that|my|your|our|which|what|each|every|in|of|whole)$/i;

/** The path a request names for a path parameter, or undefined; a sentence's final full stop is not part of it. */
export function pathIn(text: string): string | undefined {
  const written = text.match(WRITTEN)?.[1]?.replace(/\.$/, '');
  if (written && /[/\\.]/.test(written)) return written;
  const folder = text.match(CALLED_FOLDER)?.[1] ?? text.match(FOLDER_AFTER_NAME)?.[1];
  return folder && !NOT_A_NAME.test(folder) ? folder : undefined;
}
