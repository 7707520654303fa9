// Module Web Worker entry: runs tool calls off the UI thread so a long call never freezes the page.
import { handleSandboxJob, type SandboxJob } from './worker-protocol';

self.onmessage = async (event: MessageEvent<SandboxJob>) => {
  self.postMessage(await handleSandboxJob(event.data));
};
