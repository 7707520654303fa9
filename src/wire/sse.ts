// Server-sent events: encoding for the mock's streams and a byte-exact incremental decoder for the recorder.

/** One event block as it arrived. */
export interface ParsedSseEvent {
  /** The exact text of the block, including its blank-line terminator (absent only for a cut-off tail). */
  raw: string;
  /** The `event:` field, or null when the block has none. */
  event: string | null;
  /** The `data:` lines joined by "\n"; '' for a block of comments only. */
  data: string;
}

/** Encodes one event the way the OpenAI API does: optional `event:` line, one `data:` line per line of data. */
export function encodeSseEvent(data: string, event?: string): string {
  const head = event === undefined ? '' : `event: ${event}\n`;
  const lines = data.split(/\r\n|\r|\n/).map((line) => `data: ${line}\n`);
  return `${head}${lines.join('')}\n`;
}

/**
 * Splits a text stream into event blocks. Chunks may break anywhere, even between "\r" and "\n".
 * Concatenating every `raw` (from push and flush) gives back the input exactly, so stray blank
 * lines before a block are kept in that block's `raw` rather than dropped.
 */
export class SseDecoder {
  private buffer = '';
  /** Where scanning resumes, so a long event arriving in small chunks is not rescanned. */
  private scanFrom = 0;
  /** Start of the current block's first non-blank line, or -1 while only blank lines were seen. */
  private contentStart = -1;

  push(textChunk: string): ParsedSseEvent[] {
    this.buffer += textChunk;
    return this.drain(false);
  }

  /** Ends the stream: whatever is left becomes one last (unterminated) event. */
  flush(): ParsedSseEvent[] {
    const events = this.drain(true);
    if (this.buffer.length > 0) {
      events.push(parseBlock(this.buffer));
      this.reset('');
    }
    return events;
  }

  private drain(final: boolean): ParsedSseEvent[] {
    const events: ParsedSseEvent[] = [];
    let pos = this.scanFrom;
    for (;;) {
      const end = lineEnd(this.buffer, pos, final);
      if (end === null) break;
      const isBlank = end.start === pos;
      if (!isBlank && this.contentStart < 0) this.contentStart = pos;
      pos = end.next;
      if (isBlank && this.contentStart >= 0) {
        events.push(parseBlock(this.buffer.slice(0, pos)));
        this.reset(this.buffer.slice(pos));
        pos = 0;
      }
    }
    this.scanFrom = pos;
    return events;
  }

  private reset(rest: string): void {
    this.buffer = rest;
    this.scanFrom = 0;
    this.contentStart = -1;
  }
}

/** Finds the end of the line starting at `from`; a lone trailing "\r" waits for the next chunk. */
function lineEnd(text: string, from: number, final: boolean): { start: number; next: number } | null {
  for (let i = from; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 10) return { start: i, next: i + 1 };
    if (ch === 13) {
      if (i + 1 < text.length) return { start: i, next: text.charCodeAt(i + 1) === 10 ? i + 2 : i + 1 };
      return final ? { start: i, next: i + 1 } : null;
    }
  }
  return null;
}

/** Reads the fields of one block; comments (lines starting with ":") and unknown fields are skipped. */
function parseBlock(raw: string): ParsedSseEvent {
  let event: string | null = null;
  const data: string[] = [];
  for (const line of raw.split(/\r\n|\r|\n/)) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
  }
  return { raw, event, data: data.join('\n') };
}
