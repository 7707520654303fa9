// How fast a simulated Assistants run moves through its statuses, as a session picks it: the mock turns the pace into
// phase durations and a poll hint; the UI offers the choice. Shared here so both speak of the same three paces.

/** `instant`: every poll finds the next resting state; `visible`: each status lasts long enough to watch; `slow`: to talk over. */
export const RUN_PACES = ['instant', 'visible', 'slow'] as const;
export type RunPace = (typeof RUN_PACES)[number];

/** The default pace (the mock's own timing) and the default time a run waits in requires_action before it expires. */
export const DEFAULT_RUN_PACE: RunPace = 'visible';
export const DEFAULT_EXPIRES_AFTER_SECONDS = 600;
/** The range the UI accepts for the expiry: short enough to watch a run expire at a breakpoint, at most an hour. */
export const EXPIRES_AFTER_RANGE = { min: 5, max: 3600 } as const;
