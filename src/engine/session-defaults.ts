// The provider and options a new session starts with: the embedded mock and the API's own defaults.
import type { ProviderConfig, SessionOptions } from './types';

/** The embedded mock; the host name is never resolved because the mock's handler is the fetch. */
export const MOCK_PROVIDER: ProviderConfig = { kind: 'mock', baseURL: 'http://mock.loopscope.local/v1', apiKey: 'sk-loopscope-mock-0001' };

export const DEFAULT_OPTIONS: SessionOptions = { maxSteps: 10, parallelToolCalls: true, stream: false, seed: 1, toolChoice: 'auto' };
