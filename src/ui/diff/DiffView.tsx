// Shows what changed between two JSON values: additions and removals in full, unchanged parts folded to one line.
import { useMemo, type ReactNode } from 'react';
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

function pretty(value: unknown): string {
  return JSON.stringify(value, null, 2) ?? String(value);
}

function Label({ name }: { name: string | number | null }): ReactNode {
  if (name === null) return null;
  return <span className="ui-diff-key">{typeof name === 'number' ? `[${name}]` : JSON.stringify(name)}: </span>;
}

function Block({ kind, name, value }: { kind: 'added' | 'removed'; name: string | number | null; value: unknown }) {
  const Tag = kind === 'added' ? 'ins' : 'del';
  return (
    <Tag className={`ui-diff-line ui-diff-${kind}`} data-diff={kind}>
      <span className="ui-diff-gutter" aria-hidden="true">{kind === 'added' ? '+' : '−'}</span>
      <span className="ui-visually-hidden">{kind === 'added' ? 'added: ' : 'removed: '}</span>
      <span className="ui-diff-body"><Label name={name} />{pretty(value)}</span>
    </Tag>
  );
}

function NodeView({ node, name, depth }: { node: DiffNode; name: string | number | null; depth: number }): ReactNode {
  const indent = { paddingInlineStart: `${depth * 1.1}rem` };
  switch (node.kind) {
    case 'same':
      return (
        <div className="ui-diff-line ui-diff-same" style={indent} data-diff="same">
          <span className="ui-diff-gutter" aria-hidden="true"> </span>
          <span className="ui-diff-body"><Label name={name} />{preview(node.value, 96)}</span>
        </div>
      );
    case 'added':
    case 'removed':
      return <div style={indent}><Block kind={node.kind} name={name} value={node.value} /></div>;
    case 'changed':
      return (
        <div style={indent} data-diff="changed">
          <Block kind="removed" name={name} value={node.before} />
          <Block kind="added" name={name} value={node.after} />
        </div>
      );
    case 'object':
    case 'array': {
      const children = node.kind === 'object'
        ? node.entries.map((e) => <NodeView key={`k${e.key}`} node={e.node} name={e.key} depth={depth + 1} />)
        : node.items.map((it, n) => <NodeView key={`i${n}`} node={it.node} name={it.index} depth={depth + 1} />);
      return (
        <div>
          <div className="ui-diff-line ui-diff-open" style={indent}>
            <span className="ui-diff-gutter" aria-hidden="true"> </span>
            <span className="ui-diff-body"><Label name={name} />{node.kind === 'object' ? '{' : '['}</span>
          </div>
          {children}
          <div className="ui-diff-line ui-diff-open" style={indent}>
            <span className="ui-diff-gutter" aria-hidden="true"> </span>
            <span className="ui-diff-body">{node.kind === 'object' ? '}' : ']'}</span>
          </div>
        </div>
      );
    }
  }
}

export function DiffView({ before, after, ariaLabel, beforeLabel = 'before', afterLabel = 'after' }: DiffViewProps) {
  const node = useMemo(() => diffJson(before, after), [before, after]);
  const counts = countChanges(node);
  const none = counts.added + counts.removed + counts.changed === 0;
  return (
    <section className="ui-diff" aria-label={ariaLabel}>
      <p className="ui-diff-summary">
        {none ? (
          <>No differences between {beforeLabel} and {afterLabel}.</>
        ) : (
          <>
            From {beforeLabel} to {afterLabel}: <span className="ui-diff-count-added">{counts.added} added</span>
            {' · '}<span className={counts.removed > 0 ? 'ui-diff-count-removed' : undefined}>{counts.removed} removed</span>
            {' · '}{counts.changed} changed
          </>
        )}
      </p>
      {!none && <div className="ui-diff-tree"><NodeView node={node} name={null} depth={0} /></div>}
    </section>
  );
}
