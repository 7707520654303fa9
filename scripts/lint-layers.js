// The layer table of docs/architecture.md as data, and the ESLint rule that enforces it on every import: static, type-only,
// re-exported, dynamic `import()` and `import('…')` types alike.
import { dirname, join, relative, resolve, sep } from 'node:path';
import { targetOfName, workspacesAt } from './workspaces.js';

/**
 * What each folder under src/ may import besides itself. `'all'` allows anything of that layer; `{ types: true }` only
 * type-only imports; `values` names the modules (or folders) of that layer whose values may be imported as well.
 * `tests` adds what test code (`*.test.ts(x)`, `testing/`, `test-*.ts`) may import on top. docs/architecture.md shows
 * this table, and a unit test keeps the two equal.
 */
export const LAYER_TABLE = {
  wire: { may: {} },
  payloads: { may: { wire: 'all' } },
  'mock-api': { may: { wire: 'all', payloads: 'all' } },
  engine: {
    may: { wire: 'all', payloads: 'all', tools: 'all' },
    notParts: [
      {
        part: 'tools/builtin',
        why: 'the engine depends on tools/ interfaces; the built-in mock tools come in through seed-scenarios/ or the app',
      },
    ],
    tests: { 'mock-api': 'all', 'seed-scenarios': 'all', tools: 'all' },
  },
  tools: { may: { wire: 'all' } },
  'seed-scenarios': { may: { engine: 'all', tools: 'all', wire: 'all', payloads: 'all' } },
  persistence: {
    may: {
      wire: 'all',
      payloads: 'all',
      // Imports and code export reach the engine's exchanges → session function and request parameters only as
      // parameters the app passes in.
      engine: { types: true },
    },
    tests: { engine: 'all', 'seed-scenarios': 'all' },
  },
  store: {
    may: { engine: 'all', persistence: 'all', wire: 'all', payloads: 'all' },
    tests: { 'seed-scenarios': 'all' },
  },
  features: {
    may: {
      store: 'all',
      ui: 'all',
      engine: { types: true },
      // Views ask the wire registry what to draw of an exchange (framed, a loop call), never its wire's name.
      wire: { types: true, values: ['wires'] },
      payloads: 'all',
    },
    tests: { wire: 'all' },
  },
  // The one JSON-object guard is no domain: display code may use it too.
  ui: { may: { wire: { values: ['json-object'] } } },
  app: {
    may: {
      wire: 'all',
      payloads: 'all',
      'mock-api': 'all',
      engine: 'all',
      tools: 'all',
      'seed-scenarios': 'all',
      persistence: 'all',
      store: 'all',
      features: 'all',
      ui: 'all',
      server: 'all',
    },
  },
  // The server hands the sandbox (tools/) to the mock API as its code_interpreter runtime.
  server: { may: { 'mock-api': 'all', wire: 'all', payloads: 'all', tools: 'all' } },
};

/** Layers made of modules (one folder each) that see each other only through their public index (and, from tests, `testing/`). */
const MODULAR = ['features'];

const TEST_CODE = /(\.test\.tsx?$|\/testing\/|\/test-[^/]*\.tsx?$)/;

/** The layer and the path inside it (no extension, no trailing `/index`) of a file or import target under src/. */
function place(srcRoot, absolute) {
  const inside = relative(srcRoot, absolute).split(sep).join('/');
  if (inside.startsWith('..') || inside === '') return null;
  const [layer, ...rest] = inside.replace(/\.(tsx?|jsx?|mjs|json)$/, '').split('/');
  if (!Object.hasOwn(LAYER_TABLE, layer)) return null;
  return { layer, path: rest.join('/').replace(/(^|\/)index$/, '') };
}

const within = (path, module) => path === module || path.startsWith(`${module}/`);

/** Why the import is not allowed, or null when it is. */
function verdict(table, from, to, typeOnly, isTest) {
  if (from.layer === to.layer) {
    if (!MODULAR.includes(from.layer)) return null;
    const [mine] = from.path.split('/');
    const [theirs, ...inner] = to.path.split('/');
    if (mine === theirs || inner.length === 0) return null;
    if (isTest && inner[0] === 'testing') return null;
    return `src/${from.layer}/${mine}/ may not import the internals of src/${to.layer}/${theirs}/: use its public index (src/${to.layer}/${theirs}/index)`;
  }
  const row = table[from.layer];
  if (!row) return null;
  const allowed = (isTest && row.tests?.[to.layer]) || row.may[to.layer];
  const names = Object.keys(row.may).join(', ') || 'nothing of ours';
  if (!allowed)
    return `src/${from.layer}/ may not import src/${to.layer}/ (docs/architecture.md: ${from.layer} may import ${names})`;
  if (allowed === 'all') {
    const part =
      isTest && row.tests?.[to.layer] ? null : row.notParts?.find((p) => within(`${to.layer}/${to.path}`, p.part));
    return part ? `src/${from.layer}/ may not import src/${part.part}/: ${part.why}` : null;
  }
  if (typeOnly && allowed.types) return null;
  if (allowed.values?.some((module) => within(to.path, module))) return null;
  return `src/${from.layer}/ may import only types from src/${to.layer}/${to.path ? `${to.path}` : ''} (docs/architecture.md): write \`import type\`, or move the value where the table allows it`;
}

/** The `loopscope/layers` rule; its option is the table above (passed in by eslint.config.js). */
export const layersRule = {
  meta: { type: 'problem', schema: [{ type: 'object' }] },
  create(context) {
    const table = context.options[0] ?? LAYER_TABLE;
    const srcRoot = join(context.cwd, 'src');
    const from = place(srcRoot, context.filename);
    if (!from?.layer) return {};
    const isTest = TEST_CODE.test(context.filename.split(sep).join('/'));
    const packages = workspacesAt(context.cwd);
    /** Where an import points: a relative path from this file, or a workspace's package name (`@loopscope/wire/sse`). */
    const targetOf = (specifier) =>
      specifier.startsWith('.')
        ? resolve(dirname(context.filename), specifier)
        : targetOfName(packages, context.cwd, specifier)?.path;
    const check = (node, specifier, typeOnly) => {
      if (typeof specifier !== 'string') return;
      const target = targetOf(specifier);
      if (!target) return;
      const to = place(srcRoot, target);
      if (!to?.layer) return;
      const why = verdict(table, from, to, typeOnly, isTest);
      if (why) context.report({ node, message: `${why}.` });
    };
    return importVisitors(check);
  },
};

const allTypes = (specifiers, key) => specifiers.length > 0 && specifiers.every((s) => s[key] === 'type');

/**
 * ESLint visitors that call `check(node, specifier, typeOnly)` for every module specifier of a file: static, type-only,
 * re-exported, dynamic `import()` and `import('…')` types.
 */
export function importVisitors(check) {
  return {
    ImportDeclaration(node) {
      check(node.source, node.source.value, node.importKind === 'type' || allTypes(node.specifiers, 'importKind'));
    },
    ExportNamedDeclaration(node) {
      if (node.source)
        check(node.source, node.source.value, node.exportKind === 'type' || allTypes(node.specifiers, 'exportKind'));
    },
    ExportAllDeclaration(node) {
      check(node.source, node.source.value, node.exportKind === 'type');
    },
    ImportExpression(node) {
      const source = node.source;
      if (source.type === 'Literal') check(source, source.value, false);
      else if (source.type === 'TemplateLiteral' && source.expressions.length === 0)
        check(source, source.quasis[0].value.cooked, false);
    },
    TSImportType(node) {
      // typescript-eslint 8 names the quoted path `source`; older versions wrapped it in `argument`.
      const literal = node.source ?? (node.argument?.type === 'TSLiteralType' ? node.argument.literal : null);
      if (literal?.type === 'Literal') check(literal, literal.value, true);
    },
  };
}
