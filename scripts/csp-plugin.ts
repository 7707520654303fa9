// Vite plugin: writes the app's Content-Security-Policy into the built index.html as a meta tag, hashing its inline script.
import type { Plugin } from 'vite';
import { contentSecurityPolicy, inlineScriptHashes } from '../src/server/csp.ts';

export function cspMetaTag(): Plugin {
  return {
    name: 'loopscope-csp-meta',
    // The dev server injects its own inline client scripts; the policy belongs to what ships.
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const policy = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html) });
        // Before any script, so the policy covers them all.
        return html.replace(
          /<meta charset="UTF-8" \/>/i,
          (charset) => `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
        );
      },
    },
  };
}
