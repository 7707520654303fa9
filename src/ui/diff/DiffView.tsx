// Shows what changed between two JSON values: additions and removals in full, unchanged parts folded to one line.
import { useTranslation } from 'react-i18next';
import { useMemo, useState, type ReactNode } from 'react';
import { countChanges, diffJson, type DiffNode } from './json-diff';
import { preview } from '../json-tree/tree-model';
import './diff-view.css';

export interface DiffViewProps {
  before: unknown;
  after: unknown;
  ariaLabel: string;
  /** Names the two sides in the summary, e.g. "request 1" and "request 2". */
  beforeLabel?: string;
  afterLabel?: string;
}

/** Unchanged runs longer than this fold to one line. */
const FOLD_AFTER = 4;
/** Rows rendered per container before "Show more". */
const PAGE = 100;

function pretty(value: unknown): string {
  return JSON.stringify(value, null, 2) ?? String(value);
}

function Label({ name }: { name: string | number | null }): ReactNode {
  if (name === null) return null;
  return <span className="ui-diff-key">{typeof name === 'number' ? `[${name}]` : JSON.stringify(name)}: </span>;
}

function Block({ kind, name, value }: { kind: 'added' | 'removed'; name: string | number | null; value: unknown }) {
  const { t } = useTranslation('ui');
  const Tag = kind === 'added' ? 'ins' : 'del';
  return (
    <Tag className={`ui-diff-line ui-diff-${kind}`} data-diff={kind}>
      <span className="ui-diff-gutter" aria-hidden="true">
        {kind === 'added' ? '+' : '−'}
      </span>
      <span className="ui-visually-hidden">{kind === 'added' ? t('diff.added') : t('diff.removed')} </span>
      <span className="ui-diff-body">
        <Label name={name} />
        {pretty(value)}
      </span>
    </Tag>
  );
}

function NodeView({ node, name, depth }: { node: DiffNode; name: string | number | null; depth: number }): ReactNode {
  const indent = { paddingInlineStart: `${depth * 1.1}rem` };
  switch (node.kind) {
    case 'same':
      return (
        <div className="ui-diff-line ui-diff-same" style={indent} data-diff="same">
          <span className="ui-diff-gutter" aria-hidden="true">
            {' '}
          </span>
          <span className="ui-diff-body">
            <Label name={name} />
            {preview(node.value, 96)}
          </span>
        </div>
      );
    case 'added':
    case 'removed':
      return (
        <div style={indent}>
          <Block kind={node.kind} name={name} value={node.value} />
        </div>
      );
    case 'changed':
      return (
        <div style={indent} data-diff="changed">
          <Block kind="removed" name={name} value={node.before} />
          <Block kind="added" name={name} value={node.after} />
        </div>
      );
    case 'object':
    case 'array': {
      const entries: Entry[] =
        node.kind === 'object'
          ? node.entries.map((e) => ({ key: `k${e.key}`, name: e.key, node: e.node }))
          : node.items.map((it, n) => ({ key: `i${n}`, name: it.index, node: it.node }));
      return (
        <div>
          <div className="ui-diff-line ui-diff-open" style={indent}>
            <span className="ui-diff-gutter" aria-hidden="true">
              {' '}
            </span>
            <span className="ui-diff-body">
              <Label name={name} />
              {node.kind === 'object' ? '{' : '['}
            </span>
          </div>
          <Children entries={foldSame(entries)} depth={depth + 1} />
          <div className="ui-diff-line ui-diff-open" style={indent}>
            <span className="ui-diff-gutter" aria-hidden="true">
              {' '}
            </span>
            <span className="ui-diff-body">{node.kind === 'object' ? '}' : ']'}</span>
          </div>
        </div>
      );
    }
  }
}

interface Entry {
  key: string;
  name: string | number;
  node: DiffNode;
}
type Row = Entry | { key: string; folded: number };

/** Long runs of unchanged entries fold to one line: the diff is about what changed, the tree shows the rest. */
function foldSame(entries: Entry[]): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < entries.length; ) {
    let j = i;
    while (j < entries.length && entries[j]!.node.kind === 'same') j++;
    if (j - i > FOLD_AFTER) {
      rows.push(entries[i]!, { key: `fold${i}`, folded: j - i - 2 }, entries[j - 1]!);
    } else rows.push(...entries.slice(i, j));
    if (j < entries.length) rows.push(entries[j]!);
    i = j + 1;
  }
  return rows;
}

/** Renders the first rows and grows on request, so a diff of thousands of added messages stays responsive. */
function Children({ entries, depth }: { entries: Row[]; depth: number }) {
  const { t } = useTranslation('ui');
  const [limit, setLimit] = useState(PAGE);
  const indent = { paddingInlineStart: `${depth * 1.1}rem` };
  return (
    <>
      {entries.slice(0, limit).map((row) =>
        'folded' in row ? (
          <div key={row.key} className="ui-diff-line ui-diff-same" style={indent}>
            <span className="ui-diff-gutter" aria-hidden="true">
              {' '}
            </span>
            <span className="ui-diff-body">{t('diff.unchanged', { count: row.folded })}</span>
          </div>
        ) : (
          <NodeView key={row.key} node={row.node} name={row.name} depth={depth} />
        ),
      )}
      {entries.length > limit && (
        <div style={indent}>
          <button type="button" className="ui-link-button" onClick={() => setLimit((l) => l + PAGE * 5)}>
            {t('diff.showMore', {
              count: Math.min(PAGE * 5, entries.length - limit),
              remaining: entries.length - limit,
            })}
          </button>
        </div>
      )}
    </>
  );
}

export function DiffView({ before, after, ariaLabel, beforeLabel, afterLabel }: DiffViewProps) {
  const { t } = useTranslation('ui');
  const labels = { before: beforeLabel ?? t('diff.before'), after: afterLabel ?? t('diff.after') };
  const node = useMemo(() => diffJson(before, after), [before, after]);
  const counts = countChanges(node);
  const none = counts.added + counts.removed + counts.changed === 0;
  return (
    <section className="ui-diff" aria-label={ariaLabel}>
      <p className="ui-diff-summary">
        {none ? (
          t('diff.none', labels)
        ) : (
          <>
            {t('diff.from', labels)}{' '}
            <span className="ui-diff-count-added">{t('diff.countAdded', { count: counts.added })}</span>
            {' · '}
            <span className={counts.removed > 0 ? 'ui-diff-count-removed' : undefined}>
              {t('diff.countRemoved', { count: counts.removed })}
            </span>
            {' · '}
            {t('diff.countChanged', { count: counts.changed })}
          </>
        )}
      </p>
      {!none && (
        <div className="ui-diff-tree">
          <NodeView node={node} name={null} depth={0} />
        </div>
      )}
    </section>
  );
}
