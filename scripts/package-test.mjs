// The npm package as a user gets it: packed, installed into an empty folder from the local cache, then served and driven
// through its CLI (help, exit codes, `run -- node app.mjs`), the openai SDK (/v1, /proxy/v1) and the MCP SDK (`loopscope mcp`).
// Needs `npm run build` first (the tarball ships the build). Run by `npm test` after the build.
// Pyodide is not in the package: `loopscope` installs it as it starts (from the npm cache here); a request for its files waits for that, never installs.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import assert from 'node:assert/strict';

const root = new URL('..', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const fromRepo = (name) => pathToFileURL(join(root, 'node_modules', name)).href;
const { default: OpenAI } = await import(`${fromRepo('openai')}/index.mjs`);
const { Client } = await import(`${fromRepo('@modelcontextprotocol/sdk')}/dist/esm/client/index.js`);
const { StdioClientTransport } = await import(`${fromRepo('@modelcontextprotocol/sdk')}/dist/esm/client/stdio.js`);

const work = mkdtempSync(join(tmpdir(), 'loopscope-package-'));

/**
 * better-sqlite3's install script fetches a prebuilt binary from GitHub, and without a network compiles SQLite from source:
 * 50 to 60 CPU-s, most of this test's. The checkout's own copy (the same version: on-demand.test.ts keeps them equal) was
 * built for this Node already, so it is handed to that install script as a local prebuilt, the way the script looks for
 * one (prebuild-install's `npm_config_<package>_local_prebuilds`): the on-demand `npm install` still runs whole, only
 * the compiler does not. With no built copy in the checkout, the install compiles as before.
 */
function localSqliteBinary() {
  const repoCopy = join(root, 'node_modules', 'better-sqlite3');
  const binding = join(repoCopy, 'build', 'Release', 'better_sqlite3.node');
  if (!existsSync(binding)) return {};
  const { name, version } = JSON.parse(readFileSync(join(repoCopy, 'package.json'), 'utf8'));
  const prebuilds = join(work, 'prebuilds');
  execFileSync('mkdir', ['-p', prebuilds]);
  // prebuild-install's file name: {name}-v{version}-{runtime}-v{abi}-{platform}{libc}-{arch}.tar.gz (libc empty for glibc).
  const libc = process.platform === 'linux' && !process.report.getReport().header.glibcVersionRuntime ? 'musl' : '';
  const archive = join(
    prebuilds,
    `${name}-v${version}-node-v${process.versions.modules}-${process.platform}${libc}-${process.arch}.tar.gz`,
  );
  execFileSync('tar', ['-czf', archive, '-C', repoCopy, 'build/Release/better_sqlite3.node']);
  return { npm_config_better_sqlite3_local_prebuilds: prebuilds };
}
const step = (text) => console.log(`package: ${text}`);
let server;

try {
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], {
      cwd: root,
      encoding: 'utf8',
    }),
  );
  const tarball = join(work, packed.filename);
  step(
    `${packed.filename}: ${(packed.size / 1e6).toFixed(1)} MB packed, ${(packed.unpackedSize / 1e6).toFixed(1)} MB unpacked, ${packed.entryCount} files`,
  );
  assert.ok(
    !packed.files.some(
      (f) => f.path.endsWith('.map') || f.path.startsWith('src/') || f.path.includes('pyodide.asm.wasm'),
    ),
    'no sources, maps or second Pyodide in the tarball',
  );

  const app = join(work, 'app');
  execFileSync('mkdir', ['-p', app]);
  writeFileSync(join(app, 'package.json'), '{ "name": "empty", "private": true, "type": "module" }\n');
  // Offline first: a fresh CI machine's `npm ci` has put every dependency in the cache already.
  const install = (mode) =>
    spawnSync('npm', ['install', tarball, mode, '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: app,
      encoding: 'utf8',
    });
  let installed = install('--offline');
  if (installed.status !== 0) installed = install('--prefer-offline');
  assert.equal(installed.status, 0, `npm install of the tarball failed:\n${installed.stderr}`);
  const bin = join(app, 'node_modules', '.bin', 'loopscope');
  const cli = (args, options = {}) => spawnSync(bin, args, { cwd: app, encoding: 'utf8', ...options });
  const dependencies = Object.keys(
    JSON.parse(readFileSync(join(app, 'node_modules', 'loopscope', 'package.json'), 'utf8')).dependencies,
  );
  step(`installed with ${dependencies.length} runtime dependencies: ${dependencies.join(', ')}`);
  // The build bundles its npm packages in (scripts/build-server.mjs): the install is the app alone; the SQLite
  // binding and Pyodide come on demand (src/server/on-demand.ts), the tokenizer's other encodings and OpenTelemetry's SDK not at all.
  const installedMb =
    Number(execFileSync('du', ['-sk', join(app, 'node_modules')], { encoding: 'utf8' }).split('\t')[0]) / 1024;
  const installedPackages = execFileSync('npm', ['ls', '--all', '--parseable'], { cwd: app, encoding: 'utf8' })
    .trim()
    .split('\n')
    .slice(1);
  step(`installed: ${installedMb.toFixed(1)} MB in ${new Set(installedPackages).size} packages`);
  for (const absent of [
    'better-sqlite3',
    'pyodide',
    'gpt-tokenizer',
    '@opentelemetry/otlp-transformer',
    'zod',
    '@modelcontextprotocol/sdk',
  ]) {
    assert.ok(!existsSync(join(app, 'node_modules', absent)), `${absent} is not installed with the package`);
  }
  // Every package the compiled server imports is a runtime dependency (esbuild leaves only the EXTERNAL ones as imports),
  // but those the server installs itself the first time it needs them.
  const onDemand = ['pyodide', 'better-sqlite3'];
  // esbuild's own record of the build (scripts/build-server.mjs writes it) names every import it left to node_modules.
  const meta = JSON.parse(readFileSync(join(root, 'build/server-meta.json'), 'utf8'));
  const imported = new Set();
  for (const output of Object.values(meta.outputs)) {
    for (const { path, external } of output.imports) {
      if (!external || path.startsWith('node:') || !/^[@a-z]/.test(path)) continue;
      const name = path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : path.split('/')[0];
      // Node's own modules named without node: (the bundled CommonJS packages' require calls).
      if (!builtinModules.includes(name)) imported.add(name);
    }
  }
  // pg names its optional native and Cloudflare drivers, ws its optional native helpers: loaded only if installed.
  for (const optional of ['pg-native', 'pg-cloudflare', 'bufferutil', 'utf-8-validate']) imported.delete(optional);
  const missing = [...imported].filter((name) => !dependencies.includes(name) && !onDemand.includes(name));
  assert.ok(
    !onDemand.some((name) => dependencies.includes(name)),
    'Pyodide and the SQLite binding are installed on demand, not with the package',
  );
  assert.deepEqual(missing, [], `the server imports packages that are not runtime dependencies: ${missing.join(', ')}`);
  assert.ok(
    !dependencies.some((d) => /^(vite|esbuild|typescript|tsx|@vitejs\/|rolldown|eslint)/.test(d)),
    'no build tool among the runtime dependencies',
  );

  assert.equal(cli(['--version']).stdout.trim(), manifest.version);
  assert.match(
    cli(['--help']).stdout,
    /Usage: loopscope \[options\] \[command\][\s\S]*run \[options\] <command\.\.\.>/,
  );
  const unknown = cli(['serv']);
  assert.equal(unknown.status, 2, 'an unknown command exits 2');
  assert.match(unknown.stderr, /unknown command 'serv'/);
  step('--version, --help and a usage error (exit 2) answer as documented');

  // Serving: the app, the mock at /v1, the capture proxy, Pyodide from its own package.
  // The default store (SQLite in the data directory, through the installed native binding), in this test's folder.
  const dataHome = join(app, 'data');
  // The SQLite binding's and Pyodide's installs on demand go to the data directory too; from the npm cache here, as the
  // tarball's install did.
  server = spawn(bin, ['--port', '0', '--upstream', 'mock'], {
    cwd: app,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...localSqliteBinary(),
      XDG_DATA_HOME: dataHome,
      LOOPSCOPE_DB: '',
      npm_config_prefer_offline: 'true',
    },
  });
  let serverErr = '';
  server.stderr.on('data', (d) => (serverErr += d));
  const origin = await new Promise((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (d) => {
      out += d;
      const found = /Loopscope is running at (http:\/\/localhost:\d+)/.exec(out);
      if (found) resolve(found[1]);
    });
    server.on('exit', (code) => reject(new Error(`loopscope exited with ${code} before serving`)));
  });
  assert.ok(
    existsSync(join(dataHome, 'loopscope', 'loopscope.db')),
    'the default store is a SQLite file in the data directory',
  );
  assert.match(
    serverErr,
    /installing better-sqlite3@[\d.]+ from the npm registry/,
    'the first serve said it was installing the SQLite binding',
  );
  const page = await fetch(origin);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /<div id="root">/);
  const pyodideVersion = JSON.parse(readFileSync(join(root, 'node_modules/pyodide/package.json'), 'utf8')).version;
  const wasm = await fetch(`${origin}/assets/pyodide-${pyodideVersion}/pyodide.asm.wasm`);
  assert.equal(
    wasm.headers.get('content-type'),
    'application/wasm',
    `Pyodide's files are served once installed on demand: ${serverErr}`,
  );
  assert.match(
    serverErr,
    /installing pyodide@[\d.]+ from the npm registry/,
    'the server said it was installing Pyodide',
  );
  for (const base of ['/v1', '/proxy/v1']) {
    const openai = new OpenAI({ apiKey: 'sk-package-test', baseURL: `${origin}${base}`, maxRetries: 0 });
    const reply = await openai.chat.completions.create({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'What is the weather in Lisbon?' }],
      tools: [
        {
          type: 'function',
          function: {
            name: 'get_weather',
            parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
          },
        },
      ],
    });
    assert.equal(reply.choices[0].message.tool_calls[0].function.name, 'get_weather', `the mock answers at ${base}`);
  }
  step(
    `serving at ${origin}: the page, Pyodide's files (installed as it started), /v1 and /proxy/v1 answer the openai SDK`,
  );

  // The MCP server for agents, on stdio, reading the running server's capture log.
  const mcp = new Client({ name: 'package-test', version: '1.0.0' });
  await mcp.connect(
    new StdioClientTransport({ command: bin, args: ['mcp', '--url', origin], cwd: app, stderr: 'ignore' }),
  );
  const { tools } = await mcp.listTools();
  assert.ok(tools.some((t) => t.name === 'get_exchange'));
  const loops = JSON.parse((await mcp.callTool({ name: 'list_loops', arguments: {} })).content[0].text);
  assert.equal(loops.length, 1);
  assert.equal(loops[0].title, 'What is the weather in Lisbon?');
  const [exchange] = JSON.parse((await mcp.callTool({ name: 'list_exchanges', arguments: {} })).content[0].text);
  const got = (await mcp.callTool({ name: 'get_exchange', arguments: { id: exchange.id } })).content[0].text;
  assert.ok(!got.includes('sk-package-test'), 'the key is masked');
  await mcp.close();
  step(`loopscope mcp lists ${tools.length} tools and reads the captured loop, key masked`);

  // `loopscope run -- node app.mjs`: the app's loop through the proxy, its exit code, the summary.
  writeFileSync(
    join(app, 'app.mjs'),
    `import OpenAI from ${JSON.stringify(`${fromRepo('openai')}/index.mjs`)};
const client = new OpenAI();
const tools = [{ type: 'function', function: { name: 'get_weather', parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] } } }];
const messages = [{ role: 'user', content: 'Weather in Kyoto?' }];
const first = await client.chat.completions.create({ model: 'gpt-4o-mini', messages, tools });
messages.push(first.choices[0].message);
for (const call of first.choices[0].message.tool_calls ?? []) messages.push({ role: 'tool', tool_call_id: call.id, content: '{"city":"Kyoto","temperature_c":21}' });
const second = await client.chat.completions.create({ model: 'gpt-4o-mini', messages, tools });
console.log('ANSWER', second.choices[0].message.content);
process.exit(5);
`,
  );
  const run = cli(['run', '--port', '0', '--upstream', 'mock', '--', 'node', 'app.mjs'], {
    env: { ...process.env, OPENAI_API_KEY: '', NO_COLOR: '1', LOOPSCOPE_DB: ':memory:', XDG_DATA_HOME: dataHome },
  });
  assert.equal(run.status, 5, `run passes the command's exit code on:\n${run.stderr}`);
  assert.match(run.stdout, /ANSWER [\s\S]*Kyoto[\s\S]*21/);
  assert.match(
    run.stdout,
    /Loopscope captured 2 requests in 1 loop\.\n {2}• Weather in Kyoto\? {2}\(chat, 2 requests\)/,
  );
  step('loopscope run -- node app.mjs captured its loop, printed the summary and exited with the app’s code');
  console.log('package: ok');
} finally {
  server?.kill();
  rmSync(work, { recursive: true, force: true });
}
