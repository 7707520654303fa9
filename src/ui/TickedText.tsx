// Text whose `backticked` spans are code: for notes written as plain strings (fix notes, field notes).
export function TickedText({ text }: { text: string }) {
  // Odd pieces of a split on backticks are the code spans.
  return text.split('`').map((piece, i) => (i % 2 === 1 ? <code key={i}>{piece}</code> : piece));
}
