// zod's declaration files as text, keyed by their path under /node_modules/zod; imported lazily as one chunk.
export const zodDeclarations = import.meta.glob<string>(
  ['/node_modules/zod/index.d.ts', '/node_modules/zod/v4/{classic,core,locales}/*.d.ts'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);
