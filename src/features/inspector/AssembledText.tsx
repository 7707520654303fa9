// Shared pieces of the stream replay: how far arguments parse, and the latest delta marked at the end of a text.
/** The catalog key (under `assembled.`) that says how far the arguments parse. */
export function argumentsValidity(args: string): 'argsEmpty' | 'argsParse' | 'argsInvalid' {
  if (args === '') return 'argsEmpty';
  try {
    JSON.parse(args);
    return 'argsParse';
  } catch {
    return 'argsInvalid';
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
