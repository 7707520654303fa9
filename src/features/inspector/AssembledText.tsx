// Shared pieces of the stream replay: how far arguments parse, and the latest delta marked at the end of a text.
export function argumentsValidity(args: string): string {
  if (args === '') return 'empty';
  try {
    JSON.parse(args);
    return 'parses as JSON';
  } catch {
    return 'not (yet) valid JSON';
  }
}

/** Splits `text` into what came before the latest delta and the delta itself, when the text ends with it. */
export function withTail(text: string, delta: string | undefined) {
  if (!delta || !text.endsWith(delta)) return <>{text}</>;
  return (
    <>
      {text.slice(0, text.length - delta.length)}
      <mark className="insp-delta">{delta}</mark>
    </>
  );
}

