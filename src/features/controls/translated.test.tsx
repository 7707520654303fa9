// The run controls, branch switcher, compare dialog and doctor findings in Korean and Polish: the words come from
// those languages' catalogs (with Polish plural forms), and no catalog key reaches the page raw.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderWithSession } from '../../store/testing/render';
import { branch, engineState, exchange, fakeEngine } from '../../store/testing/fixtures';
import { leakedKeys, switchLanguage } from '../../store/testing/language';
import { diagnoseLoop, type Finding } from '@loopscope/payloads/doctor/index';
import { BranchSwitcher } from '../branches';
import { CompareStep } from '../compare';
import { DoctorFindings } from '../doctor';
import { HelpDialog } from './HelpDialog';
import { RunControls } from './RunControls';
import { RunStatusPill } from './RunStatusPill';

afterEach(async () => {
  cleanup();
  await switchLanguage('en');
});

const forked = engineState({
  branches: {
    main: branch({ steps: 1, status: 'done' }),
    'fork-1': branch({ id: 'fork-1', parentId: 'main', forkIndex: 3, label: 'edit 1', steps: 5, status: 'max-steps' }),
  },
  branchOrder: ['main', 'fork-1'],
});

const finding: Finding = {
  rule: 'tool-result-order',
  title: 'A title from the doctor',
  severity: 'error',
  call: 1,
  path: ['messages', 2],
  at: 'messages[2]',
  detail: 'detail',
  why: 'why',
  fix: 'fix',
  apiError:
    "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.",
  fixable: true,
};

describe('controls, branches, compare and doctor in other languages', () => {
  it('speak Korean: toolbar, status, pace, shortcuts, branches', async () => {
    await switchLanguage('ko');
    renderWithSession(
      <>
        <RunControls />
        <RunStatusPill />
        <BranchSwitcher />
        <HelpDialog open onClose={() => {}} />
      </>,
      { engine: fakeEngine(forked) },
    );
    expect(screen.getByRole('toolbar', { name: '루프 컨트롤' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /실행/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '요청 전에 일시 정지' })).toBeTruthy();
    expect(screen.getByRole('option', { name: '한 단계씩' })).toBeTruthy();
    expect(screen.getByTestId('run-status').textContent).toBe('완료');
    expect(screen.getByText('모델이 답할 때까지 루프 실행')).toBeTruthy();
    fireEvent.click(screen.getByTitle('브랜치 전환'));
    expect(screen.getByRole('list', { name: '브랜치' }).textContent).toContain(
      '[3]에서 갈라짐 · 요청 5개 · 최대 단계 도달',
    );
    for (const namespace of ['controls', 'branches']) expect(leakedKeys(namespace)).toEqual([]);
  });

  it('speak Polish with its plural forms', async () => {
    await switchLanguage('pl');
    const engine = fakeEngine(
      engineState({
        ...forked,
        branches: {
          ...forked.branches,
          main: branch({
            steps: 2,
            status: 'running',
            exchanges: [exchange(1, 1, { status: 503, state: 'done', responseHeaders: { 'retry-after': '2' } })],
          }),
        },
      }),
    );
    renderWithSession(
      <>
        <RunControls />
        <RunStatusPill />
        <BranchSwitcher />
      </>,
      { engine },
    );
    expect(screen.getByRole('toolbar', { name: 'Sterowanie pętlą' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Uruchom/ })).toBeTruthy();
    expect(screen.getByTestId('run-status').textContent).toBe('Ponowna próba po HTTP 503 (retry-after: 2)…');
    fireEvent.click(screen.getByTitle('Przełącz gałąź'));
    const list = screen.getByRole('list', { name: 'Gałęzie' }).textContent;
    expect(list).toContain('2 żądania · w toku');
    expect(list).toContain('odgałęziona w [3] · 5 żądań · osiągnięto limit kroków');
    for (const namespace of ['controls', 'branches']) expect(leakedKeys(namespace)).toEqual([]);
  });

  it('word the doctor around its findings, keeping the API error as the wire has it', async () => {
    await switchLanguage('pl');
    const { rerender } = render(<DoctorFindings findings={[]} requests={5} />);
    expect(screen.getByRole('status').textContent).toBe('Doktor nie znalazł żadnego problemu w tych 5 żądaniach.');
    rerender(<DoctorFindings findings={[finding]} requests={2} onApplyFix={() => {}} />);
    const list = screen.getByRole('list', { name: 'Uwagi doktora' });
    expect(list.textContent).toContain('Żądanie 2, pole messages[2]: detail');
    expect(list.textContent).toContain(`API odpowiada: ${finding.apiError}`);
    expect(screen.getByRole('button', { name: 'Zastosuj poprawkę i odtwórz' })).toBeTruthy();
    await switchLanguage('ko');
    expect(list.textContent).toContain('요청 2, 필드 messages[2]: detail');
    expect(leakedKeys('doctor')).toEqual([]);
  });

  it("word a finding's title, why and fix in the learner's language (the API error stays as the wire has it)", async () => {
    const real: Finding = {
      ...finding,
      rule: 'tool-result-not-string',
      title: 'A tool result sent as an object instead of a string',
      why: 'English why',
      fix: 'English fix',
    };
    await switchLanguage('ko');
    render(<DoctorFindings findings={[real]} requests={2} />);
    const item = screen.getByRole('listitem');
    expect(item.textContent).toContain('문자열 대신 객체로 보낸 도구 결과');
    expect(item.textContent).toContain('json.dumps(result)');
    expect(item.textContent).not.toContain('English why');
    expect(item.textContent).toContain(finding.apiError);
    await switchLanguage('pl');
    expect(item.textContent).toContain('Wynik narzędzia wysłany jako obiekt zamiast napisu');
    expect(leakedKeys('doctor')).toEqual([]);
  });

  it("word the doctor's details in the learner's language, the types and values inside them too", async () => {
    const body = {
      model: 'gpt-4.1',
      messages: [
        { role: 'user', content: 'Hi' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'lookup_order', arguments: '{}' } }],
        },
        { role: 'tool', tool_call_id: 'call_1', content: { status: 'shipped' } },
      ],
    };
    const found = diagnoseLoop([{ style: 'chat', request: body, response: null }]).filter(
      (f) => f.rule === 'tool-result-not-string',
    );
    expect(found).toHaveLength(1);
    await switchLanguage('ko');
    render(<DoctorFindings findings={found} requests={1} />);
    const item = screen.getByRole('listitem');
    // The finding names the field once ('필드 messages[2].content:'), then the detail says what is wrong with it.
    expect(item.textContent).toContain('messages[2].content: 값은 문자열이나 객체 배열이어야 하는데 객체입니다.');
    expect(item.textContent).not.toContain('is an object');
    await switchLanguage('pl');
    expect(item.textContent).toContain('To obiekt, a powinno być: ciąg znaków albo tablica obiektów.');
    await switchLanguage('en');
    expect(item.textContent).toContain('messages[2].content: it is an object, not a string or array of objects.');
    expect(leakedKeys('doctor')).toEqual([]);
  });

  it('say in each language which side of a comparison sent a request', async () => {
    await switchLanguage('ko');
    render(
      <CompareStep
        pair={{ step: 4, left: null, right: exchange(4, 3), sameRequest: false }}
        leftLabel="main"
        rightLabel="edit 1"
      />,
    );
    expect(screen.getByText('요청 4')).toBeTruthy();
    expect(screen.getByText('edit 1만 보냄')).toBeTruthy();
    await switchLanguage('pl');
    expect(screen.getByText('Żądanie 4')).toBeTruthy();
    expect(screen.getByText('wysłała tylko edit 1')).toBeTruthy();
    expect(leakedKeys('compare')).toEqual([]);
  });

  it('notices a key that reached the page raw', () => {
    render(<span title="pending.title">controls:help.closeDialog</span>);
    expect(leakedKeys('controls')).toEqual(['help.closeDialog', 'pending.title']);
  });
});
