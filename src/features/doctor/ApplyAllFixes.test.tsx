// "Apply all fixes": offered only for a request with several fixable findings, it shows the combined diff before replaying.
// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Finding } from '@loopscope/payloads/doctor/index';
import { DoctorFindings } from './DoctorFindings';

afterEach(cleanup);

const finding = (call: number, at: string, fixable = true): Finding => ({
  rule: 'tool-result-not-string',
  title: 'A tool result sent as an object instead of a string',
  severity: 'error',
  call,
  path: [],
  at,
  detail: `${at} is an object.`,
  why: 'Text only.',
  fix: 'Serialize it.',
  fixable,
});
const before = {
  messages: [
    { role: 'tool', content: { t: 18 } },
    { role: 'tool', content: { t: 22 } },
  ],
};
const after = {
  messages: [
    { role: 'tool', content: '{"t":18}' },
    { role: 'tool', content: '{"t":22}' },
  ],
};

describe('apply all fixes', () => {
  it('shows the combined diff of the request first, and replays only on "Apply all and replay"', () => {
    const onApplyAll = vi.fn();
    const previewAll = vi.fn(() => ({ before, after }));
    const findings = [
      finding(1, 'messages[0].content'),
      finding(1, 'messages[1].content'),
      finding(0, 'messages[0].content'),
    ];
    render(
      <DoctorFindings
        findings={findings}
        requests={2}
        requestOf={(call) => call + 3}
        applyAll={{ previewAll, onApplyAll }}
      />,
    );
    // One button, for the request with two fixable findings (shown by the number the timeline gives it).
    const open = screen.getByRole('button', { name: 'Apply all 2 fixes to request 4…' });
    expect(screen.queryByRole('button', { name: /to request 3/ })).toBeNull();
    fireEvent.click(open);
    expect(previewAll).toHaveBeenCalledWith(1);
    const dialog = screen.getByRole('dialog', { name: 'All 2 fixes to request 4' });
    const diff = within(dialog).getByLabelText('Changes every fix makes to the request');
    expect(diff.textContent).toContain('"{\\"t\\":18}"');
    expect(diff.textContent).toContain('"{\\"t\\":22}"');
    expect(onApplyAll).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply all and replay' }));
    expect(onApplyAll).toHaveBeenCalledWith(1);
  });

  it('is not offered when no request has more than one fixable finding', () => {
    render(
      <DoctorFindings
        findings={[finding(0, 'messages[0].content'), finding(0, 'messages[1].content', false)]}
        requests={1}
        applyAll={{ previewAll: () => null, onApplyAll: () => {} }}
      />,
    );
    expect(screen.queryByRole('button', { name: /Apply all/ })).toBeNull();
  });
});
