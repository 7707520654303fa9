// The exchange list's rows: back-to-back polls of one run fold into a group with their count; anything else stays a row.
import { describe, expect, it } from 'vitest';
import { listRows, selectedRowIndex } from './list-rows';
import { makeExchange } from './test-exchanges';

const BASE = 'http://mock.loopscope.local/v1/threads/thread_a';
const post = (id: string, path: string) => makeExchange({ id, url: `${BASE}${path}` });
const poll = (id: string, run = 'run_1', status = 'in_progress') =>
  makeExchange({ id, method: 'GET', url: `${BASE}/runs/${run}`, responseBody: `{"id":"${run}","status":"${status}"}` });

describe('listRows', () => {
  const loop = [
    post('create', '/runs'),
    ...Array.from({ length: 30 }, (_, i) => poll(`p${i}`)),
    post('submit', '/runs/run_1/submit_tool_outputs'),
    poll('q0'),
    poll('q1', 'run_1', 'completed'),
    makeExchange({ id: 'msgs', method: 'GET', url: `${BASE}/messages` }),
  ];

  it('folds 30 polls into one row that counts them, and the later two into another', () => {
    const rows = listRows(loop, new Set());
    expect(rows.map((r) => (r.kind === 'polls' ? `polls×${r.members.length}` : r.exchange.id))).toEqual([
      'create',
      'polls×30',
      'submit',
      'polls×2',
      'msgs',
    ]);
  });

  it('an expanded group lists exactly its polls, in order, with their place in the whole list', () => {
    const rows = listRows(loop, new Set(['p0']));
    const members = rows.filter((r) => r.kind === 'exchange' && r.group === 'p0');
    expect(members.map((r) => (r.kind === 'exchange' ? [r.exchange.id, r.index] : null))).toEqual(
      Array.from({ length: 30 }, (_, i) => [`p${i}`, i + 1]),
    );
    expect(rows[1]).toMatchObject({ kind: 'polls', expanded: true });
  });

  it('a single poll, or polls of two different runs, stay plain rows', () => {
    const rows = listRows([poll('a'), post('x', '/runs'), poll('b', 'run_1'), poll('c', 'run_2')], new Set());
    expect(rows.every((r) => r.kind === 'exchange')).toBe(true);
  });
});

describe('selectedRowIndex', () => {
  const exchanges = [post('create', '/runs'), poll('p0'), poll('p1'), poll('p2')];

  it('a poll inside a closed group selects the group row; inside an open one its own row, or the group row when chosen there', () => {
    expect(selectedRowIndex(listRows(exchanges, new Set()), 'p1', null)).toBe(1);
    const open = listRows(exchanges, new Set(['p0']));
    expect(selectedRowIndex(open, 'p1', null)).toBe(3);
    expect(selectedRowIndex(open, 'p2', 'p0')).toBe(1);
    expect(selectedRowIndex(open, 'create', null)).toBe(0);
  });
});
