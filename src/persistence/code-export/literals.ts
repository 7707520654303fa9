// Values written as source code: JSON as a TypeScript or Python literal, text as line comments, strings as shell words.

/** JSON values as Python literals (True, False, None), indented like `json.dumps(value, indent=4)`. */
export function pyLiteral(value: unknown, indent = 0): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  // JSON string escapes (\" \\ \n \uXXXX) are valid Python string escapes too.
  if (typeof value === 'number' || typeof value === 'string') return JSON.stringify(value);
  const pad = ' '.repeat(indent + 4);
  const end = ' '.repeat(indent);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => `${pad}${pyLiteral(v, indent + 4)}`).join(',\n')},\n${end}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${pad}${JSON.stringify(k)}: ${pyLiteral(v, indent + 4)}`).join(',\n')},\n${end}}`;
}

/** JSON as a TypeScript literal, indented by `indent` spaces after the first line. */
export function tsLiteral(value: unknown, indent = 0): string {
  return JSON.stringify(value, null, 2).replaceAll('\n', `\n${' '.repeat(indent)}`);
}

/** Text as line comments (`// ` or `# `); carriage returns dropped so no line ends inside a comment. */
export function lineComments(text: string, marker: '//' | '#'): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\n+$/, '')
    .split('\n')
    .map((line) => (line ? `${marker} ${line}` : marker))
    .join('\n');
}

/** One shell word in single quotes: exact bytes, nothing expanded (a quote is closed, escaped, reopened). */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}
