// The launch token the e2e server is started with (LOOPSCOPE_LAUNCH_TOKEN), so a spec can open the app as the printed link does.
export const E2E_LAUNCH_TOKEN = 'e2e-launch-token-0123456789abcdef0123456789abcdef';
/** The query that opens the app holding it (`?launch=`), for `open(query)` of the page modules. */
export const WITH_LAUNCH_TOKEN = `?launch=${E2E_LAUNCH_TOKEN}`;
