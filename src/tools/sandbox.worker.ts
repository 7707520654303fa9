// Module Web Worker entry: runs tool calls and zod conversions off the UI thread so a long or looping one never freezes the page.
import { handleSandboxJob, type SandboxJob } from './worker-protocol';

self.onmessage = async (event: MessageEvent<SandboxJob>) => {
  self.postMessage(await handleSandboxJob(event.data));
};
