// Types for modules that Vite plugins (vite.config.ts) generate at build and test time.

/** The zod sandbox entry bundled into one self-contained script, evaluated inside QuickJS (scripts/zod-sandbox-bundle.ts). */
declare module 'virtual:zod-sandbox-bundle' {
  const code: string;
  export default code;
}
