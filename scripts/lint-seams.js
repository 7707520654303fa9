// The `loopscope/seams` rule: no code branches on an API style's or a wire's name outside their registries and folders,
// so a new style or wire is one folder per layer plus one registry entry (docs/architecture.md, "The seams").
import { relative, sep } from 'node:path';

/** The API styles (`engine/styles.ts` lists their entries) and the wires an exchange is recorded on (`wire/wires.ts`). */
export const STYLE_NAMES = ['chat', 'responses', 'assistants'];
export const WIRE_NAMES = ['http', 'websocket', 'mcp'];

/** The registries: the one file per layer that may name every style or wire (paths under src/). */
export const SEAM_REGISTRIES = [
  'wire/wires.ts',
  'wire/endpoint-style.ts',
  'payloads/payload-styles.ts',
  'engine/styles.ts',
  'store/derived/style-entries.ts',
  'mock-api/app.ts',
];

/** A folder named after a style or wire (`engine/drivers/chat/`, `mock-api/mcp/`, `payloads/assistants/`) is that style's or wire's own. */
const OWN_FOLDERS = new Set([...STYLE_NAMES, ...WIRE_NAMES]);

const TEST_CODE = /(\.test\.tsx?$|\/testing\/|\/test-[^/]*\.tsx?$)/;

/** Where the rule does not look: test code, the registries, and the styles' and wires' own folders. */
export function isSeamHome(insideSrc) {
  if (TEST_CODE.test(insideSrc) || SEAM_REGISTRIES.includes(insideSrc)) return true;
  return insideSrc
    .split('/')
    .slice(0, -1)
    .some((folder) => OWN_FOLDERS.has(folder));
}

/** What a compared expression names: `style`, `config.apiStyle`, `e.wire`, `styleOf(url)` (its function's name). */
function subjectName(node) {
  if (node.type === 'ChainExpression' || node.type === 'TSNonNullExpression' || node.type === 'TSAsExpression')
    return subjectName(node.expression);
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier')
    return node.property.name;
  if (node.type === 'CallExpression') return subjectName(node.callee);
  return null;
}

const STYLE_SUBJECT = /(style|layout)$|^styleOf/i;
const STYLE_KIND = /^kind$/;
const WIRE_SUBJECT = /wire$/i;

/** The style or wire a comparison of `subject` with the string `value` branches on; null when it is no such check. */
export function seamOf(subject, value) {
  const name = subjectName(subject);
  if (typeof value !== 'string' || name === null) return null;
  if (STYLE_NAMES.includes(value) && (STYLE_SUBJECT.test(name) || STYLE_KIND.test(name))) return `style '${value}'`;
  if (WIRE_NAMES.includes(value) && WIRE_SUBJECT.test(name)) return `wire '${value}'`;
  return null;
}

const isString = (node) => node?.type === 'Literal' && typeof node.value === 'string';

/** The rule: every check of a style's or wire's name outside their registries and folders is an error. */
export const seamsRule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const path = relative(context.cwd, context.filename).split(sep).join('/');
    if (!path.startsWith('src/') || isSeamHome(path.slice('src/'.length))) return {};
    const compare = (node, subject, literal) => {
      const seam = isString(literal) ? seamOf(subject, literal.value) : null;
      if (seam) {
        context.report({
          node,
          message: `A check of the ${seam} outside its registry and folder: ask the registry (wire/wires.ts, engine/styles.ts, payloads/payload-styles.ts, store/derived/style-entries.ts) or move the code into the style's or wire's folder (docs/architecture.md, "The seams").`,
        });
      }
    };
    return {
      BinaryExpression(node) {
        if (!['===', '!==', '==', '!='].includes(node.operator)) return;
        compare(node, node.left, node.right);
        compare(node, node.right, node.left);
      },
      SwitchCase(node) {
        if (node.test) compare(node, node.parent.discriminant, node.test);
      },
    };
  },
};
