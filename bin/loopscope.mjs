#!/usr/bin/env node
// The `loopscope` command: the compiled CLI (npm run build makes build/server/cli.js; the package ships it built).
import '../build/server/cli.js';
