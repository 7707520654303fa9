// Issue 45 item 2: "Apply fix and replay" on a pasted Chat body whose assistant message carries `arguments` as objects
// patches that request and keeps the user's two recorded tool results: nothing is asked again, no call is left unanswered.
import { test, expect } from './fixtures';
import { DoctorPanel } from './pages/doctor-panel';
import { PlaygroundPage } from './pages/playground-page';
import { SessionsPage } from './pages/sessions-page';

const tool = (name: string) => ({
  type: 'function',
  function: {
    name,
    description: `${name} by id`,
    parameters: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
  },
});

const body = JSON.stringify({
  model: 'gpt-5.5',
  messages: [
    { role: 'user', content: 'Where is order A17 and its parcel P9?' },
    {
      role: 'assistant',
      content: null,
      tool_calls: [
        { id: 'call_order', type: 'function', function: { name: 'lookup_order', arguments: { id: 'A17' } } },
        { id: 'call_parcel', type: 'function', function: { name: 'track_parcel', arguments: { id: 'P9' } } },
      ],
    },
    { role: 'tool', tool_call_id: 'call_order', content: '{"status":"shipped"}' },
    { role: 'tool', tool_call_id: 'call_parcel', content: '{"at":"Leipzig hub"}' },
  ],
  tools: [tool('lookup_order'), tool('track_parcel')],
});

test('a pasted body with object arguments: the fix replays with both recorded tool results and the loop ends', async ({
  page,
  shot,
}) => {
  const app = new PlaygroundPage(page);
  const sessions = new SessionsPage(page);
  const doctor = new DoctorPanel(page);
  await app.open();
  await sessions.paste(body);
  await expect(sessions.notices).toContainText('recognised as Chat Completions request body');
  await app.runButton.click();
  await expect(app.exchanges).toHaveCount(1);
  await doctor.summary.click();
  const finding = doctor.finding("A tool call's arguments sent as an object instead of a JSON string");
  await expect(finding.first()).toBeVisible();
  await shot('fix-keeps-results-before');
  await doctor.applyFixButton(finding.first()).click();
  await expect(app.branchButton).toContainText('Fork');
  // No call left waiting for a result the user already gave.
  await expect(app.askedCall('lookup_order')).toHaveCount(0);
  await app.tab('Request').click();
  await app.showRaw();
  await expect
    .poll(
      async () =>
        JSON.parse((await app.rawBody.textContent()) ?? '{}').messages?.filter(
          (m: { role: string }) => m.role === 'tool',
        ).length,
    )
    .toBe(2);
  await expect(doctor.unansweredCallsFinding).toHaveCount(0);
  await shot('fix-keeps-results-after');
});
