// `loopscope export`: fetches a running Loopscope's capture log in one of its export formats and writes it out.
import { writeFile } from 'node:fs/promises';
import type { Terminal } from './terminal.ts';
import { tokenHeaders } from '../access-token.ts';

import type { ExportFormat } from './choices.ts';

export { EXPORT_FORMATS, type ExportFormat } from './choices.ts';

/** The server's export routes (secrets are masked there, once, for every consumer). */
const ROUTES: Record<ExportFormat, string> = {
  har: 'export.har',
  jsonl: 'export.jsonl',
  otlp: 'export.otlp.json',
  cassette: 'export.cassette.json',
};

export interface ExportOptions {
  format: ExportFormat;
  url: string;
  out?: string;
  token?: string;
  /** `--day YYYY-MM-DD`: that day's captures from the store (the server refuses another form in words). */
  day?: string;
}

/** Writes the export to the file or standard output; says in words what went wrong otherwise. Resolves with success. */
export async function exportCapture(
  term: Terminal,
  { format, url, out, token, day }: ExportOptions,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  const address = new URL(`/api/capture/${ROUTES[format]}`, url);
  if (day !== undefined) address.searchParams.set('day', day);
  let response: Response;
  try {
    response = await fetchImpl(address, { headers: tokenHeaders(token) });
  } catch {
    term.err(
      `loopscope: no Loopscope answered at ${new URL(url).origin}. Start one (loopscope, or loopscope run -- <command>) or pass --url.`,
    );
    return false;
  }
  if (!response.ok) {
    const hint =
      response.status === 401 || response.status === 403
        ? ' It listens beyond loopback: pass the access token it printed with --token.'
        : '';
    term.err(`loopscope: ${address.origin} answered ${response.status} for the ${format} export.${hint}`);
    return false;
  }
  const text = await response.text();
  if (out) {
    await writeFile(out, text);
    term.err(`Wrote the capture log as ${format} to ${out}.`);
  } else {
    process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
  }
  return true;
}
