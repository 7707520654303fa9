// The Assistants run lifecycle as a diagram: every status a run can be in, the path the current run took lit up,
// and where it is now; earlier runs of the branch (follow-ups, replays) listed by their paths.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveExchanges } from '../../store';
import { runPaths, type RunPath } from './run-history';

type Node = { id: string; x: number; y: number };

const W = 118;
const H = 26;
const NODES: Node[] = [
  { id: 'queued', x: 4, y: 8 },
  { id: 'in_progress', x: 150, y: 8 },
  { id: 'requires_action', x: 150, y: 88 },
  { id: 'cancelling', x: 296, y: 128 },
  { id: 'completed', x: 440, y: 8 },
  { id: 'incomplete', x: 440, y: 38 },
  { id: 'failed', x: 440, y: 68 },
  { id: 'expired', x: 440, y: 98 },
  { id: 'cancelled', x: 440, y: 128 },
];

const EDGES: [string, string][] = [
  ['queued', 'in_progress'],
  ['in_progress', 'requires_action'],
  ['requires_action', 'queued'],
  ['requires_action', 'in_progress'],
  ['in_progress', 'completed'],
  ['in_progress', 'incomplete'],
  ['in_progress', 'failed'],
  ['requires_action', 'expired'],
  ['queued', 'cancelling'],
  ['in_progress', 'cancelling'],
  ['requires_action', 'cancelling'],
  ['cancelling', 'cancelled'],
];

const at = (id: string) => NODES.find((n) => n.id === id)!;

/** The edge's end points on the two boxes' borders (centre to centre, cut at the box edges). */
function line(from: Node, to: Node) {
  const [ax, ay, bx, by] = [from.x + W / 2, from.y + H / 2, to.x + W / 2, to.y + H / 2];
  const cut = (px: number, py: number, qx: number, qy: number) => {
    const dx = qx - px;
    const dy = qy - py;
    const t = Math.min(dx === 0 ? Infinity : W / 2 / Math.abs(dx), dy === 0 ? Infinity : H / 2 / Math.abs(dy));
    return [px + dx * t, py + dy * t] as const;
  };
  const [x1, y1] = cut(ax, ay, bx, by);
  const [x2, y2] = cut(bx, by, ax, ay);
  return { x1, y1, x2, y2 };
}

export function RunStatusDiagram() {
  const { t } = useTranslation('assistants');
  const exchanges = useActiveExchanges();
  const paths = useMemo(() => runPaths(exchanges), [exchanges]);
  const current: RunPath | undefined = paths.at(-1);
  const statuses = current?.statuses ?? [];
  const visited = new Set<string>(statuses);
  const taken = new Set(statuses.slice(1).map((s, i) => `${statuses[i]}>${s}`));
  const now = statuses.at(-1);
  const path = statuses.join(' → ');
  return (
    <section className="run-diagram" aria-label={t('runStatus')}>
      <svg
        viewBox="0 0 562 160"
        role="img"
        aria-label={current ? t('runPath', { runId: current.runId, path }) : t('noRun')}
      >
        <defs>
          <marker
            id="run-arrow"
            viewBox="0 0 8 8"
            refX="7"
            refY="4"
            markerWidth="6"
            markerHeight="6"
            orient="auto-start-reverse"
          >
            <path d="M0,0 L8,4 L0,8 z" className="run-arrow-head" />
          </marker>
        </defs>
        {EDGES.map(([a, b]) => (
          <line
            key={`${a}>${b}`}
            {...line(at(a), at(b))}
            className="run-edge"
            data-edge={`${a}>${b}`}
            data-taken={taken.has(`${a}>${b}`) || undefined}
            markerEnd="url(#run-arrow)"
          />
        ))}
        {NODES.map((n) => (
          <g
            key={n.id}
            className="run-node"
            data-status={n.id}
            data-visited={visited.has(n.id) || undefined}
            data-current={now === n.id || undefined}
          >
            <rect x={n.x} y={n.y} width={W} height={H} rx={6} />
            <text x={n.x + W / 2} y={n.y + H / 2 + 4} textAnchor="middle">
              {n.id}
            </text>
          </g>
        ))}
      </svg>
      <p className="run-path" data-testid="run-path">
        {current ? (
          // Isolated left-to-right, so a short screen's one-line strip can cut the start and keep the current status in view.
          <span dir="ltr" className="run-path-text">
            <span className="run-path-id">
              <code>{current.runId}</code>:{' '}
            </span>
            {path}
          </span>
        ) : (
          t('hint')
        )}
      </p>
      {paths.length > 1 && (
        <details className="run-earlier">
          <summary>
            <span className="run-earlier-long">{t('earlier', { count: paths.length - 1 })}</span>
            <span className="run-earlier-short">{t('earlierShort', { count: paths.length - 1 })}</span>
          </summary>
          <ul>
            {paths.slice(0, -1).map((p) => (
              <li key={p.runId}>
                <code>{p.runId}</code>: {p.statuses.join(' → ')}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
