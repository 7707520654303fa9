// ESLint flat config: TypeScript rules plus the layer boundaries of ARCHITECTURE.md as restricted imports.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const LAYERS = ['wire', 'mock-api', 'engine', 'tools', 'seed-scenarios', 'persistence', 'store', 'features', 'ui', 'app', 'server'];

/** What each layer under src/ may import (besides itself), straight from ARCHITECTURE.md. */
const ALLOWED = {
  wire: [],
  'mock-api': ['wire'],
  engine: ['wire', 'tools'],
  tools: ['wire'],
  // Ready-made sessions from the seeds: engine configurations that use the built-in mock tools.
  'seed-scenarios': ['engine', 'tools', 'wire'],
  persistence: ['wire', 'engine'],
  store: ['engine', 'persistence', 'wire'],
  features: ['store', 'ui', 'wire'],
  ui: [],
  app: LAYERS,
  // The server hands the sandbox (tools/) to the mock API as its code_interpreter runtime.
  server: ['mock-api', 'wire', 'tools'],
};

/** Layers that must stay framework-free: no React, no DOM storage. */
const NO_REACT = ['wire', 'mock-api', 'engine', 'tools', 'persistence', 'server'];

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;

/** One file-naming rule everywhere: kebab-case modules, PascalCase React component files (.tsx). */
const fileNameRule = {
  meta: { type: 'suggestion', schema: [] },
  create(context) {
    const path = context.filename.replaceAll('\\', '/');
    const file = path.slice(path.lastIndexOf('/') + 1);
    const stem = file.slice(0, file.indexOf('.'));
    const isTest = /\.test\.tsx?$/.test(file);
    // main.tsx is the entry point and testing/ holds render helpers: modules that happen to contain JSX.
    const kebabTsxAllowed = isTest || file === 'main.tsx' || path.includes('/testing/');
    let expected = null;
    if (file.endsWith('.tsx')) {
      if (!PASCAL.test(stem) && !(kebabTsxAllowed && KEBAB.test(stem))) expected = 'PascalCase (a React component file)';
    } else if (!KEBAB.test(stem)) {
      expected = 'kebab-case (a module)';
    }
    return {
      Program(node) {
        if (expected) context.report({ node, message: `File name "${file}" should be ${expected}.` });
      },
    };
  },
};

/** Parts of an allowed layer that a layer still may not reach: the engine uses tools/ interfaces, never the built-in tools. */
const FORBIDDEN_PARTS = {
  engine: [{ part: 'tools/builtin', why: 'the engine depends on tools/ interfaces; the built-in mock tools come in through seed-scenarios/ or the app' }],
};

function boundaryRule(layer, { files = [`src/${layer}/**/*.{ts,tsx}`], alsoAllowed = [] } = {}) {
  const forbidden = LAYERS.filter((other) => other !== layer && !ALLOWED[layer].includes(other) && !alsoAllowed.includes(other));
  const patterns = forbidden.map((other) => ({
    regex: `^\\.{1,2}/(?:.*/)?${other}(?:/|$)`,
    message: `src/${layer}/ may not import src/${other}/ (see ARCHITECTURE.md: ${layer} may import ${ALLOWED[layer].join(', ') || 'nothing of ours'}).`,
  }));
  if (!alsoAllowed.length) {
    for (const { part, why } of FORBIDDEN_PARTS[layer] ?? []) {
      patterns.push({ regex: `^\\.{1,2}/(?:.*/)?${part}(?:/|$)`, message: `src/${layer}/ may not import src/${part}/: ${why}.` });
    }
  }
  if (NO_REACT.includes(layer)) {
    patterns.push({ regex: '^(react|react-dom|zustand)(/|$)', message: `src/${layer}/ is framework-free: no React here.` });
  }
  return {
    files,
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
}

export default tseslint.config(
  { ignores: ['dist/', 'build/', 'node_modules/', 'test-results/', 'playwright-report/', 'e2e/.artifacts/', 'docs/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { loopscope: { rules: { 'file-name': fileNameRule } } },
    rules: {
      'loopscope/file-name': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only'][callee.object.name=/^(it|test|describe)$/]", message: 'A focused test skips the rest of the suite.' },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...LAYERS.map((layer) => boundaryRule(layer)),
  // Engine tests drive the real SDK against the embedded mock API; only test code (never engine source) may import it.
  boundaryRule('engine', { files: ['src/engine/**/*.test.ts', 'src/engine/testing/**/*.ts'], alsoAllowed: ['mock-api', 'seed-scenarios'] }),
  // Store tests start sessions from the seed scenarios, as the app does.
  boundaryRule('store', { files: ['src/store/**/*.test.{ts,tsx}', 'src/store/testing/**/*.{ts,tsx}'], alsoAllowed: ['seed-scenarios'] }),
);
