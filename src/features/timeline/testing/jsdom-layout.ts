// Test helper: jsdom has no layout, so give the timeline's scroll area a viewport and each row a height, as a browser would.
import { vi } from 'vitest';

/** Call in `beforeEach`; `vi.restoreAllMocks()` in `afterEach` takes the stubs away again. */
export function stubTimelineLayout(): void {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('timeline-scroll') ? 2000 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(500);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(60);
}
