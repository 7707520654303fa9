// The fixed choices of the commands' options, apart from the commands themselves (which main.ts and program.ts load only when run).
export const REPORTERS = ['text', 'junit', 'tap'] as const;
export type Reporter = (typeof REPORTERS)[number];

export const EXPORT_FORMATS = ['har', 'jsonl', 'otlp', 'cassette'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
