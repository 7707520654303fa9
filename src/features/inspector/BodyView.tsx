// A recorded body: the exact text (Raw), a tree over it, or a re-indented reading copy — views over the bytes, never a substitute.
import { useState } from 'react';
import type { Finding } from '../../wire/doctor';
import { DoctorFindings, InlineFinding, findingKey } from '../doctor';
import { CodeEditor, CopyButton, JsonTree, type JsonFlag, type JsonKey } from '../../ui';
import { annotatorFor } from './annotations';
import { byteLength, parseJson, type Parsed } from './exchange-info';

export type BodyMode = 'tree' | 'pretty' | 'raw';

export interface BodyViewProps {
  /** The exact body text as recorded. */
  text: string;
  /** Names the body for assistive tech, e.g. "Request body". */
  label: string;
  /** Start in this view; JSON bodies default to the tree, anything else to Raw. */
  initialMode?: BodyMode;
  /** 'text' for bodies that are not meant to be JSON (an SSE stream): Raw only, with no parse complaint. */
  format?: 'json' | 'text';
  /** A field to mark in the tree (a lesson's highlight). */
  highlightPath?: JsonKey[];
  /** The payload doctor's findings about this body: shown under their fields in the tree, listed above Raw and Formatted. */
  findings?: readonly Finding[];
  onApplyFix?(finding: Finding): void;
}

/** The deepest part of `path` that exists in `value`: a finding about a missing field sits at the object that lacks it. */
function anchorPath(value: unknown, path: readonly JsonKey[]): JsonKey[] {
  const found: JsonKey[] = [];
  let node = value;
  for (const key of path) {
    if (node === null || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, key)) break;
    node = (node as Record<JsonKey, unknown>)[key];
    found.push(key);
  }
  return found;
}

function doctorNote(count: number, tree: boolean): string {
  const found = `The doctor found ${count === 1 ? 'a problem' : `${count} problems`} in this body`;
  return tree ? `${found}: see under the marked field${count === 1 ? '' : 's'}.` : `${found}; Tree shows each under its field.`;
}

const MODES: { id: BodyMode; label: string }[] = [
  { id: 'tree', label: 'Tree' },
  { id: 'pretty', label: 'Formatted' },
  { id: 'raw', label: 'Raw' },
];

/** Characters rendered at first: laying out megabytes of wrapped text takes seconds, and the cut is stated, never silent. */
const RAW_PAGE = 200_000;

export function RawText({ text, label }: { text: string; label: string }) {
  const [all, setAll] = useState(false);
  let end = all ? text.length : Math.min(text.length, RAW_PAGE);
  if (end < text.length && /[\uD800-\uDBFF]/.test(text.charAt(end - 1))) end--; // never split a surrogate pair
  return (
    <>
      {/* A text node inside <pre>: the browser shows the string as is, with no HTML interpretation and no re-encoding. */}
      <pre className="insp-raw" aria-label={`${label}, exact text`} tabIndex={0} data-testid="raw-body">
        {end < text.length ? text.slice(0, end) : text}
      </pre>
      {end < text.length && (
        <p className="insp-note">
          Showing the first {end.toLocaleString('en-US')} of {text.length.toLocaleString('en-US')} characters; Copy copies all of them.{' '}
          <button type="button" className="ui-link-button" onClick={() => setAll(true)}>
            Show everything
          </button>
        </p>
      )}
    </>
  );
}

function facts(text: string): string {
  const bytes = byteLength(text);
  const ending = text.endsWith('\n') ? 'ends with a newline' : 'no trailing newline';
  return `${bytes.toLocaleString('en-US')} bytes · ${ending}`;
}

function ModeSwitch({ label, shown, canParse, onMode }: { label: string; shown: BodyMode; canParse: boolean; onMode(mode: BodyMode): void }) {
  return (
    <div role="group" aria-label={`${label} view`} className="insp-segmented">
      {MODES.map((m) => (
        <button key={m.id} type="button" className="ui-button" aria-pressed={shown === m.id} disabled={!canParse && m.id !== 'raw'} onClick={() => onMode(m.id)}>
          {m.label}
        </button>
      ))}
    </div>
  );
}

const NOT_JSON: Parsed = { ok: false, reason: 'text' };

export function BodyView({ text, label, initialMode, format = 'json', highlightPath, findings = [], onApplyFix }: BodyViewProps) {
  const parsed = format === 'json' ? parseJson(text) : NOT_JSON;
  const flags: JsonFlag[] = parsed.ok
    ? findings.map((finding) => ({ path: anchorPath(parsed.value, finding.path), content: <InlineFinding key={findingKey(finding)} finding={finding} onApplyFix={onApplyFix} /> }))
    : [];
  const [mode, setMode] = useState<BodyMode>(initialMode ?? (parsed.ok ? 'tree' : 'raw'));
  const shown: BodyMode = parsed.ok ? mode : 'raw';

  return (
    <div className="insp-body">
      <div className="insp-body-bar">
        {format === 'json' && <ModeSwitch label={label} shown={shown} canParse={parsed.ok} onMode={setMode} />}
        <CopyButton text={text} label="Copy" ariaLabel={`Copy ${label.toLowerCase()} exactly as sent`} />
        <span className="insp-facts">{facts(text)}</span>
      </div>
      {!parsed.ok && format === 'json' && <p className="insp-note">Not JSON ({parsed.reason}); showing the exact text.</p>}
      {findings.length > 0 && (
        <p className="insp-note insp-doctor-note" role="status">
          {doctorNote(findings.length, shown === 'tree')}
        </p>
      )}
      {findings.length > 0 && shown !== 'tree' && <DoctorFindings findings={findings} requests={1} onApplyFix={onApplyFix} />}
      {shown === 'raw' && <RawText text={text} label={label} />}
      {shown === 'tree' && parsed.ok && (
        <>
          <p className="insp-note">Parsed view. Focus or hover an underlined field to see what it means; Raw has the bytes.</p>
          <JsonTree value={parsed.value} ariaLabel={label} defaultExpandDepth={3} annotate={annotatorFor(parsed.value)} highlightPath={highlightPath} flags={flags} />
        </>
      )}
      {shown === 'pretty' && parsed.ok && (
        <>
          <p className="insp-note">Re-indented for reading — not the bytes that were sent. Raw shows those.</p>
          <CodeEditor value={JSON.stringify(parsed.value, null, 2)} language="json" readOnly height="min(60vh, 520px)" ariaLabel={`${label}, formatted`} />
        </>
      )}
    </div>
  );
}
