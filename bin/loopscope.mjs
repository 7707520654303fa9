#!/usr/bin/env node
// The `loopscope` command: the compiled CLI (npm run build makes build/server/cli.js; the package ships it built).
import module from 'node:module';

// Node 22.1 and newer keep V8's compiled code on disk (in the system's temporary folder), so a start after the first
// skips compiling the bundled server's chunks; Node 20 has no such cache and starts as before.
module.enableCompileCache?.();
await import('../build/server/cli.js');
