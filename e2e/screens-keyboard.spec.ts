// Any screen and keyboard only: a projector at 150% (853×480) runs the seed without sideways scroll, and the whole
// pause-edit-send path works with the keyboard alone.
import { test, expect } from './fixtures';
import { LostWorkPage } from './pages/lost-work-page';
import { InspectorPage } from './pages/inspector-page';
import { PlaygroundPage } from './pages/playground-page';

test.describe('853×480 (a 1280×720 projector at 150%)', () => {
  test.use({ viewport: { width: 853, height: 480 } });

  test('the seed run fits the window, every panel is reachable, and larger text never scrolls sideways', async ({
    page,
    shot,
    scanScreen,
  }) => {
    test.setTimeout(120_000);
    const app = new PlaygroundPage(page);

    await test.step('the seed run fits the window and every panel is reachable', async () => {
      await app.open();
      await app.runToEnd();
      await expect(app.messageTotal).toHaveText('7 in the list');
      const width = await app.pageWidth();
      expect(width.scrollWidth).toBe(width.viewport);
      expect(width.scrollX).toBe(0);
      await expect(app.heading).toBeInViewport();
      await expect(app.region('Messages')).toBeInViewport();
      await expect(app.region('Inspector')).toBeInViewport();
      await expect(app.tab('Headers')).toBeInViewport();
      await shot('20-projector-853x480');
      // Where the second request's context goes: the tool results it added, counted by part, in the narrow inspector.
      const inspector = new InspectorPage(page);
      await app.exchanges.nth(1).click();
      await app.tab('Request').click();
      await inspector.contextBreakdown.scrollIntoViewIfNeeded();
      await expect(inspector.contextPart('tool-outputs')).toContainText('since the request before');
      expect((await app.pageWidth()).scrollWidth).toBe(width.viewport);
      await shot('20b-projector-context-breakdown');

      // The configuration is a drawer here: open it, see it, close it with Escape.
      await expect(app.region('Configuration')).toBeHidden();
      await app.configToggle.click();
      await expect(app.scenarioSelect).toBeInViewport();
      await shot('21-projector-config-drawer');
      // Escape in the tool editor's code editor, and then in the dialog, closes neither the drawer nor (with changes) the dialog.
      const work = new LostWorkPage(page);
      await app.tools.editButton('get_weather').click();
      await work.implementationEditor('get_weather').focus();
      await page.keyboard.insertText('// draft ');
      // The draft is in the editor before the keys that would close it (a loaded machine can lag behind the typing).
      await expect.poll(() => app.monaco.text(work.implementationFrame('get_weather'))).toContain('// draft');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await expect(work.discardQuestion).toBeVisible();
      await shot('21b-projector-discard-question');
      await work.discardChanges.click();
      await expect(work.toolEditorDialog('get_weather')).toBeHidden();
      await expect(app.region('Configuration')).toBeVisible();
      await expect(app.tools.editButton('get_weather')).toBeFocused();
      await app.scenarioSelect.focus();
      await page.keyboard.press('Escape');
      await expect(app.region('Configuration')).toBeHidden();
      expect((await app.pageWidth()).scrollWidth).toBe(width.viewport);

      await scanScreen();
    });

    await test.step('larger text scales the whole page and still never scrolls sideways', async () => {
      // The run above stays in Sessions; the new session has run nothing, and the text is at the size a fresh page has.
      await app.startOver();
      await expect(app.textSizeButton(/^Text size 100%/)).toBeVisible();
      const before = await app.runButton.boundingBox();
      await app.textSizeButton('Larger text').click();
      await expect(app.textSizeButton(/^Text size 115%/)).toBeVisible();
      const after = await app.runButton.boundingBox();
      expect(after!.height).toBeGreaterThan(before!.height);
      await app.runToEnd();
      const width = await app.pageWidth();
      expect(width.scrollWidth).toBe(width.viewport);
      await shot('22-projector-larger-text');
    });
  });
});

// The keyboard tests stay apart: each starts from a fresh page's first Tab stop with the seed not yet run, which only a
// fresh page gives (a reload on the same page reopens the run saved before it, where Run has nothing left to do).
test('keyboard only: reach Run, run, pause before request 2, edit the held body, leave the editor, send with Ctrl+Enter', async ({
  page,
  shot,
}) => {
  const app = new PlaygroundPage(page);
  await app.open();

  // The first Tab stop is the skip link; it lands on Run.
  await page.keyboard.press('Tab');
  await expect(app.skipLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(app.runButton).toBeFocused();

  // Turn on "Pause before request", then Run: request 1 is held; Ctrl+Enter sends it untouched.
  await app.tabTo(app.pauseToggle);
  await page.keyboard.press('Enter');
  await expect(app.pauseToggle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(app.runButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(app.held.dialog).toContainText('Request 1 is paused');
  await expect(app.held.editor).toBeVisible();
  await page.keyboard.press('ControlOrMeta+Enter');

  // Request 2 is held: Tab into the editor, edit, Tab out again — no tab character lands in the body.
  await expect(app.held.dialog).toContainText('Request 2 is paused');
  await expect(app.held.editor).toBeVisible();
  await app.tabTo(app.held.editor);
  await expect(app.held.editedNote).toHaveCount(0);
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\n');
  await expect(app.held.editedNote).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await app.hasFocusWithin(app.held.editor)).toBe(false);
  expect(await app.hasFocusWithin(app.held.dialog)).toBe(true);
  expect(await app.monaco.text(app.held.dialog)).not.toContain('\t');
  await shot('23-keyboard-held-request-2');

  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(app.held.dialog).toBeHidden();
  await expect(app.status).toHaveText('Done');
  await expect(app.exchanges).toHaveCount(2);
  expect(await app.cardRoles()).toHaveLength(7);
});

test('keyboard only: choose a scenario, Run, edit a tool and a tool result (Escape stays in the editor, closing with changes asks), replay, read the inspector', async ({
  page,
  shot,
}) => {
  const app = new PlaygroundPage(page);
  const work = new LostWorkPage(page);
  const inspector = new InspectorPage(page);
  await app.open();
  // Choosing a scenario: the picker answers the arrow keys (the next scenario, then back to the seed), with its ring showing.
  await app.tabTo(app.scenarioSelect);
  expect(await work.focusIsVisible()).toBe(true);
  const seed = await app.scenarioSelect.inputValue();
  await page.keyboard.press('ArrowDown');
  await expect(app.scenarioSelect).not.toHaveValue(seed);
  await page.keyboard.press('ArrowUp');
  await expect(app.scenarioSelect).toHaveValue(seed);
  await app.tabTo(app.runButton, 60);
  expect(await work.focusIsVisible()).toBe(true);
  await page.keyboard.press('Enter');
  await expect(app.status).toHaveText('Done');
  // Run is unavailable on a finished loop, and still holds the focus (it fell to the page).
  await expect(app.runButton).toHaveAttribute('aria-disabled', 'true');
  await expect(app.runButton).toBeFocused();

  // The tool editor: Escape in its code editor stays there, with the typed text.
  const edit = app.tools.editButton('get_weather');
  await work.tabBackTo(edit);
  await page.keyboard.press('Enter');
  const dialog = work.toolEditorDialog('get_weather');
  await expect(dialog).toBeVisible();
  await app.tabTo(work.implementationEditor('get_weather'));
  await page.keyboard.press('ControlOrMeta+End');
  // insertText: keyboard.type this fast into Monaco loses characters (issue 24 item 13, a separate race).
  await page.keyboard.insertText('\n// checked by hand');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(work.implementationEditor('get_weather')).toBeFocused();
  // Monaco draws its lines on the next animation frame: read them until they show (a loaded machine read them too early).
  await expect.poll(() => app.monaco.text(work.implementationFrame('get_weather'))).toContain('// checked by hand');

  // Out of the editor, Escape asks; Escape in the question keeps editing, then Discard closes and Edit has the focus again.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(work.discardQuestion).toBeVisible();
  await expect(work.keepEditing).toBeFocused();
  await shot('24-keyboard-discard-question');
  await page.keyboard.press('Escape');
  await expect(work.discardQuestion).toBeHidden();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(work.keepEditing).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(work.discardChanges).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();

  // The tool-result editor, from the timeline: unchanged, Escape closes without a question and focus goes back to Edit.
  const editResult = app.editToolResultButton(3);
  await app.tabTo(editResult, 120);
  expect(await work.focusIsVisible()).toBe(true);
  await page.keyboard.press('Enter');
  await expect(app.editDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(app.editDialog).toBeHidden();
  await expect(work.discardQuestion).toBeHidden();
  await expect(editResult).toBeFocused();

  // Edited, Escape in its editor stays there; out of it, Escape asks (no suggestion list pops up to take the Tab).
  await page.keyboard.press('Enter');
  await expect(work.toolResultEditor).toBeAttached();
  await app.tabTo(work.toolResultEditor);
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText(' (checked)'); // inserted as the tool editor's half does
  // Read the text until it shows: on a loaded machine Tab went out before Monaco had taken the edit, and no question came.
  await expect.poll(() => app.monaco.text(app.editDialog)).toContain('(checked)');
  await page.keyboard.press('Escape');
  await expect(work.discardQuestion).toBeHidden();
  await expect(work.toolResultEditor).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(work.toolResultEditor).not.toBeFocused();
  await page.keyboard.press('Escape');
  await expect(work.keepEditing).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(work.discardQuestion).toBeHidden();

  // Keep editing, then replay from the edit: a fork runs to the end.
  await app.tabTo(work.replayEditedButton);
  expect(await work.focusIsVisible()).toBe(true);
  await page.keyboard.press('Enter');
  await expect(app.editDialog).toBeHidden();
  await expect(app.status).toHaveText('Done');
  await expect(app.branchButton).toContainText('Fork');
  expect(await work.focusIsVisible()).toBe(true);

  // The inspector: Tab on to its exchange list, the arrow keys pick a request and its details follow.
  await app.tabTo(inspector.exchangeList, 200);
  expect(await work.focusIsVisible()).toBe(true);
  await page.keyboard.press('Home');
  await expect(inspector.selectedExchange).toContainText('Request 1');
  await expect(inspector.detailOfStep(1)).toBeVisible();
  await shot('25-keyboard-inspector');
});
