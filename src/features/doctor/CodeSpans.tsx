// A doctor sentence with its `names` and `paths` set as code, as the doctor's words write them between backticks.

/**
 * `text` with each backticked span as <code>. An odd count of backticks (a value that holds one) is not split: the
 * sentence then shows as it is rather than with the wrong words set as code.
 */
export function CodeSpans({ text }: { text: string }) {
  const parts = text.split('`');
  if (parts.length % 2 === 0) return <>{text}</>;
  return <>{parts.map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))}</>;
}
