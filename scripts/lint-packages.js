// The `loopscope/package-imports` rule: an import that crosses into another npm workspace (src/wire, src/engine, …) names
// its package (`@loopscope/wire/sse`), never a relative path into its folder; inside a workspace, imports stay relative.
import { dirname, resolve } from 'node:path';
import { importVisitors } from './lint-layers.js';
import { VITEST_MODULE_CALLS, nameOf, resolveFile, targetOfName, workspaceOf, workspacesAt } from './workspaces.js';

export const packageImportsRule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const root = context.cwd;
    const packages = workspacesAt(root);
    const mine = workspaceOf(packages, root, context.filename);
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      if (specifier.startsWith('.')) {
        const base = resolve(dirname(context.filename), specifier);
        const theirs = workspaceOf(packages, root, base);
        if (!theirs || theirs === mine) return;
        const target = resolveFile(base);
        const name = target && !target.endsWith('.tsx') ? nameOf(theirs, root, target) : theirs.name;
        context.report({
          node,
          message: `'${specifier}' reaches into the package ${theirs.name} by a relative path: import it by name ('${name}').`,
        });
        return;
      }
      const named = targetOfName(packages, root, specifier);
      if (named && named.workspace === mine) {
        context.report({
          node,
          message: `'${specifier}' is this file's own package (${mine.name}): inside a package, import relatively.`,
        });
      }
    };
    return {
      ...importVisitors(check),
      CallExpression(node) {
        const callee = node.callee;
        const isVitest =
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'vi' &&
          VITEST_MODULE_CALLS.has(callee.property.name);
        const [first] = node.arguments;
        if (isVitest && first?.type === 'Literal') check(first, first.value);
      },
    };
  },
};
