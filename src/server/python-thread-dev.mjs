// The Python worker thread from source (tests, the Vite dev server): Node cannot run python-thread.ts itself, tsx can.
import { tsImport } from 'tsx/esm/api';

await tsImport('./python-thread.ts', import.meta.url);
