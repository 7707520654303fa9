// ESLint flat config: TypeScript rules plus the layer table of docs/architecture.md (scripts/lint-layers.js) on every import
// and the seams rule (scripts/lint-seams.js): no style or wire name checked outside its registry and folder; the
// package-imports rule (scripts/lint-packages.js): the workspaces of the core are imported by name.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { LAYER_TABLE, layersRule } from './scripts/lint-layers.js';
import { seamsRule } from './scripts/lint-seams.js';
import { packageImportsRule } from './scripts/lint-packages.js';
import regexp from 'eslint-plugin-regexp';

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
      if (!PASCAL.test(stem) && !(kebabTsxAllowed && KEBAB.test(stem)))
        expected = 'PascalCase (a React component file)';
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

/** Framework-free layers import no React (the layer table itself is the `loopscope/layers` rule). */
const noReact = {
  files: NO_REACT.map((layer) => `src/${layer}/**/*.{ts,tsx}`),
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: '^(react|react-dom|zustand)(/|$)', message: 'This layer is framework-free: no React here.' },
        ],
      },
    ],
  },
};

/** Attributes that people read or hear: their text must be translated like the element's own text. */
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
]);

/**
 * No hard-coded user-visible text in JSX: element text, string literals rendered as children (`{ok ? 'Yes' : 'No'}`) and
 * the text attributes above. Strings passed to a call (`t('key')`), compared (`kind === 'http'`) or used as keys are not
 * text. Allowed as literals: strings without letters (✕, →, 42) and the `allow` list (the product name, wire tokens).
 */
const noLiteralTextRule = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const allow = new Set(context.options[0]?.allow ?? []);
    const isText = (raw) => {
      const text = raw.replace(/\s+/g, ' ').trim();
      return /\p{L}/u.test(text) && !allow.has(text);
    };
    const report = (node, text) =>
      context.report({
        node,
        message: `Hard-coded text "${text.trim().slice(0, 40)}": put it in the folder's locales/ catalogs and use t().`,
      });
    /** Whether a literal inside a JSX expression ends up on screen (not a call argument, a comparison operand or a key). */
    const rendered = (node) => {
      for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
        if (parent.type === 'JSXExpressionContainer') return true;
        if (
          parent.type === 'CallExpression' ||
          parent.type === 'NewExpression' ||
          parent.type === 'TaggedTemplateExpression'
        )
          return false;
        if (parent.type === 'BinaryExpression' || parent.type === 'SwitchCase') return false;
        if (parent.type === 'MemberExpression' && parent.property === child) return false;
        if (parent.type === 'Property' && parent.key === child) return false;
        if (parent.type === 'JSXAttribute' || parent.type === 'JSXElement' || parent.type.startsWith('TS'))
          return false;
        if (
          ![
            'ConditionalExpression',
            'LogicalExpression',
            'TemplateLiteral',
            'ArrayExpression',
            'ObjectExpression',
            'Property',
            'ChainExpression',
          ].includes(parent.type)
        )
          return false;
      }
      return false;
    };
    /** The JSX attribute a node sits in (through expressions), if any. */
    const attributeOf = (node) => {
      for (let parent = node.parent; parent; parent = parent.parent) {
        if (parent.type === 'JSXAttribute') return parent;
        if (parent.type === 'JSXElement' || parent.type === 'JSXFragment') return null;
      }
      return null;
    };
    const check = (node, text) => {
      const attribute = attributeOf(node);
      if (attribute && !TEXT_ATTRIBUTES.has(attribute.name.name)) return;
      if (isText(text)) report(node, text);
    };
    return {
      JSXText(node) {
        if (isText(node.value)) report(node, node.value);
      },
      'JSXAttribute > Literal'(node) {
        if (typeof node.value === 'string' && TEXT_ATTRIBUTES.has(node.parent.name.name) && isText(node.value))
          report(node, node.value);
      },
      'JSXExpressionContainer Literal'(node) {
        if (typeof node.value === 'string' && rendered(node)) check(node, node.value);
      },
      'JSXExpressionContainer TemplateLiteral'(node) {
        if (rendered(node)) check(node, node.quasis.map((q) => q.value.cooked).join(' '));
      },
    };
  },
};

/** Component folders whose user-visible text all comes from the translation catalogs (`locales/<language>.json`). */
const TRANSLATED = [
  'src/app',
  'src/app/live',
  'src/app/present',
  'src/features/workshop',
  'src/ui',
  'src/ui/code-editor',
  'src/ui/diff',
  'src/ui/json-tree',
  'src/ui/layout',
  'src/features/tokens',
  'src/features/wire-views',
  'src/features/branches',
  'src/features/compare',
  'src/features/doctor',
  'src/features/controls',
  'src/features/config',
  'src/features/sessions',
  'src/features/tool-editor',
  'src/features/inspector',
  'src/features/timeline',
  'src/features/assistants',
];

const noLiteralText = {
  files: TRANSLATED.map((folder) => `${folder}/*.tsx`),
  ignores: ['**/*.test.tsx'],
  rules: {
    'loopscope/no-literal-text': [
      'error',
      {
        allow: [
          'Loopscope',
          // The text-size buttons' glyphs (their accessible names are translated).
          'A−',
          'A+',
          // Key names on keyboard caps, as printed on the keys.
          'Ctrl',
          'Enter',
          // Wire tokens shown as the API spells them: never translated.
          'content',
          'finish_reason',
          'status',
          'usage',
          'in_progress',
          'tool_calls[',
          'output[',
          'input[',
          '· sequence_number',
          '· error',
          'OPENAI_BASE_URL=',
          '/proxy/v1',
          '/proxy/v1 →',
          // Wire field paths and endpoints on timeline cards, as the API spells them.
          'POST /v1/assistants',
          'code_interpreter.input',
          'code_interpreter.outputs',
          'encrypted_content',
          'output',
          'content:',
          'null',
          'tool_outputs[].output',
          'input[ ].output',
          'messages[ ].content',
          'tool_choice',
          'seed',
          'strict',
          'JSON Schema',
          'zod',
          // An API key's shape, as a placeholder.
          'sk-…',
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist/', 'build/', 'node_modules/', 'test-results/', 'playwright-report/', 'e2e/.artifacts/', 'docs/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: {
      loopscope: {
        rules: {
          'file-name': fileNameRule,
          'no-literal-text': noLiteralTextRule,
          layers: layersRule,
          seams: seamsRule,
          'package-imports': packageImportsRule,
        },
      },
    },
    rules: {
      'loopscope/file-name': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='only'][callee.object.name=/^(it|test|describe)$/]",
          message: 'A focused test skips the rest of the suite.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  noLiteralText,
  // The mock answers any client: a pattern that backtracks super-linearly on some input is a way to stall the server.
  {
    files: ['src/mock-api/**/*.ts'],
    ignores: ['src/mock-api/**/*.test.ts'],
    plugins: { regexp },
    rules: { 'regexp/no-super-linear-backtracking': 'error', 'regexp/no-super-linear-move': 'error' },
  },
  noReact,
  { files: ['src/**/*.{ts,tsx}'], rules: { 'loopscope/layers': ['error', LAYER_TABLE] } },
  // The framework-free core is npm workspaces: crossing into one names its package, inside one imports stay relative.
  { files: ['**/*.{ts,tsx,js,mjs}'], rules: { 'loopscope/package-imports': 'error' } },
  // No branch on a style's or wire's name outside their registries and folders, with no exceptions.
  { files: ['src/**/*.{ts,tsx}'], rules: { 'loopscope/seams': 'error' } },
  // One concept per file: 600 lines of code (blanks and comments not counted). Measured in round 20 after the mock
  // model's files were split by concept: the largest source file left had 444 (mock-api/responses/respond.ts).
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: { 'max-lines': ['error', { max: 600, skipBlankLines: true, skipComments: true }] },
  },
  // Tests get 900: most of a test file is fixtures (tool definitions, requests, expected calls) shared by its cases, and
  // splitting one concept's cases at 600 would copy the fixtures or scatter them; the largest had 871 (plan-several-tools).
  {
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts'],
    rules: { 'max-lines': ['error', { max: 900, skipBlankLines: true, skipComments: true }] },
  },
  // Question data, not code: the benches' question sets (one question and its tools and expected calls after another)
  // and the word lists under data/ grow with every question or word, and are read, never branched on.
  { files: ['bench/model-*/domains-*.ts', 'bench/model-*/domains/*.ts', '**/data/**'], rules: { 'max-lines': 'off' } },
);
