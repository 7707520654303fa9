// A recorded body: the exact text (Raw), a tree over it, or a re-indented reading copy — views over the bytes, never a substitute.
import { useTranslation } from 'react-i18next';
import { useContext, useState } from 'react';
import { PayloadFocus } from './focus-context';
import type { Finding } from '@loopscope/payloads/doctor/index';
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

const MODES: { id: BodyMode; label: 'tree' | 'formatted' | 'raw' }[] = [
  { id: 'tree', label: 'tree' },
  { id: 'pretty', label: 'formatted' },
  { id: 'raw', label: 'raw' },
];

/** Characters rendered at first: laying out megabytes of wrapped text takes seconds, and the cut is stated, never silent. */
const RAW_PAGE = 200_000;

export function RawText({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('inspector');
  const [all, setAll] = useState(false);
  let end = all ? text.length : Math.min(text.length, RAW_PAGE);
  if (end < text.length && /[\uD800-\uDBFF]/.test(text.charAt(end - 1))) end--; // never split a surrogate pair
  return (
    <>
      {/* A text node inside <pre>: the browser shows the string as is, with no HTML interpretation and no re-encoding. */}
      <pre className="insp-raw" aria-label={t('body.exactText', { label })} tabIndex={0} data-testid="raw-body">
        {end < text.length ? text.slice(0, end) : text}
      </pre>
      {end < text.length && (
        <p className="insp-note">
          {t('body.rawCut', { shown: end, total: text.length })}{' '}
          <button type="button" className="ui-link-button" onClick={() => setAll(true)}>
            {t('body.showEverything')}
          </button>
        </p>
      )}
    </>
  );
}

function ModeSwitch({
  label,
  shown,
  canParse,
  onMode,
}: {
  label: string;
  shown: BodyMode;
  canParse: boolean;
  onMode(mode: BodyMode): void;
}) {
  const { t } = useTranslation('inspector');
  return (
    <div role="group" aria-label={t('body.view', { label })} className="insp-segmented">
      {MODES.map((m) => (
        <button
          key={m.id}
          type="button"
          className="ui-button"
          aria-pressed={shown === m.id}
          disabled={!canParse && m.id !== 'raw'}
          onClick={() => onMode(m.id)}
        >
          {t(`body.${m.label}`)}
        </button>
      ))}
    </div>
  );
}

const NOT_JSON: Parsed = { ok: false, reason: 'text' };

export function BodyView({
  text,
  label,
  initialMode,
  format = 'json',
  highlightPath,
  findings = [],
  onApplyFix,
}: BodyViewProps) {
  const { t } = useTranslation('inspector');
  const focused = useContext(PayloadFocus);
  const parsed = format === 'json' ? parseJson(text) : NOT_JSON;
  const flags: JsonFlag[] = parsed.ok
    ? findings.map((finding) => ({
        path: anchorPath(parsed.value, finding.path),
        content: <InlineFinding key={findingKey(finding)} finding={finding} onApplyFix={onApplyFix} />,
      }))
    : [];
  const [mode, setMode] = useState<BodyMode>(initialMode ?? (parsed.ok ? 'tree' : 'raw'));
  const shown: BodyMode = parsed.ok ? mode : 'raw';

  return (
    <div className="insp-body">
      <div className="insp-body-bar">
        {format === 'json' && <ModeSwitch label={label} shown={shown} canParse={parsed.ok} onMode={setMode} />}
        <CopyButton
          text={text}
          label={t('body.copy')}
          ariaLabel={t('body.copyLabel', { label: label.toLowerCase() })}
        />
        {!focused && (
          <span className="insp-facts">
            {t('body.facts', {
              bytes: byteLength(text),
              ending: t(text.endsWith('\n') ? 'body.newline' : 'body.noNewline'),
            })}
          </span>
        )}
      </div>
      {!parsed.ok && format === 'json' && <p className="insp-note">{t('body.notJson', { reason: parsed.reason })}</p>}
      {findings.length > 0 && (
        <p className="insp-note insp-doctor-note" role="status">
          {t(shown === 'tree' ? 'body.doctorTree' : 'body.doctorList', { count: findings.length })}
        </p>
      )}
      {findings.length > 0 && shown !== 'tree' && (
        <DoctorFindings findings={findings} requests={1} onApplyFix={onApplyFix} />
      )}
      {shown === 'raw' && <RawText text={text} label={label} />}
      {shown === 'tree' && parsed.ok && (
        <>
          {!focused && <p className="insp-note insp-tree-note">{t('body.treeNote')}</p>}
          <JsonTree
            value={parsed.value}
            ariaLabel={label}
            defaultExpandDepth={3}
            annotate={annotatorFor(parsed.value, t('notes', { returnObjects: true }))}
            highlightPath={highlightPath}
            flags={flags}
          />
        </>
      )}
      {shown === 'pretty' && parsed.ok && (
        <>
          {!focused && <p className="insp-note">{t('body.prettyNote')}</p>}
          <CodeEditor
            value={JSON.stringify(parsed.value, null, 2)}
            language="json"
            readOnly
            height="min(60vh, 520px)"
            ariaLabel={t('body.formattedLabel', { label })}
          />
        </>
      )}
    </div>
  );
}
