// A shell command written out in a request: "check the disk using du -sh", "use the command ping -c 3 host".

/**
 * A parameter that takes a command line: `command` or `cmd` in its name, or `instruction` when its description says
 * it is run in a shell or terminal ("delivery_instruction" takes words for a driver, not a command).
 */
export function takesCommandLine(nameWords: readonly string[], description: string): boolean {
  if (nameWords.some((w) => w === 'command' || w === 'cmd')) return true;
  return nameWords.includes('instruction') && /\b(?:shell|terminal|command)\b/i.test(description);
}

/**
 * The command written after "using", "use" or "run", with or without "the command" or "the instruction" before it:
 * the words up to "command" said after them, "to", a sentence's end or the end ("list the files using ls -la to check"
 * gives "ls -la"; "using the echo %PATH% command" gives "echo %PATH%"). Two words at least, the first a program's name
 * (lower case, no article), so "using the timer command" (a program named, nothing written out) gives none.
 */
export function commandSaid(text: string): { value: string; start: number } | undefined {
  const m =
    /\b(?:using|use|run)\s+(?:(?:the\s+)?(?:command|instruction)\s+)?([a-z][\w.-]{0,30}\s[^\n?]{1,160}?)(?:\s+command\b|\s+to\s|[.?!]?(?:\s*$)|\.\s)/iu.exec(
      text,
    );
  if (!m) return undefined;
  let value = m[1]!.trim();
  let start = m.index + m[0].indexOf(m[1]!);
  // "the exact command shutdown /r", "a program called notepad": the command is what follows the word naming it.
  const named = /^(?:[\s\S]*?\s)?(?:command|instruction|called|named)\s+(?=\S)/i.exec(value);
  if (named) {
    start += named[0].length;
    value = value.slice(named[0].length);
  }
  // "using the echo %PATH% command": the article belongs to the command word said after it.
  if (/^the\s/i.test(value) && /\scommand$/i.test(m[0])) {
    start += 4;
    value = value.slice(4);
  }
  const first = value.split(/\s/, 1)[0]!.toLowerCase();
  if (['the', 'a', 'an', 'my', 'your', 'this', 'that', 'it', 'and', 'or'].includes(first)) return undefined;
  if (!/\s/.test(value) || /\s(?:command|instruction)$/i.test(value)) return undefined;
  return { value, start };
}
