// The `loopscope` command line (commander): serve, run a command with its OpenAI traffic captured, export, and the MCP server for agents.
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { isLoopbackHost } from '@loopscope/wire/loopback';
import type { RunningServer, StartOptions } from '../start.ts';
import { runWrapped, wrappedEnv } from './run-command.ts';
import type { Terminal } from './terminal.ts';
import { reportLines } from '@loopscope/payloads/cassettes/cassette-player';
import { flagOn } from '../cassette.ts';
import { EXIT } from './exit-codes.ts';
import { EXPORT_FORMATS, REPORTERS, type ExportFormat, type Reporter } from './choices.ts';
import { resolveDbLocation } from '../store/data-dir.ts';
import { DEFAULT_RETENTION, parseSize, type Retention } from '../store/retention-settings.ts';

/** What the commands reach outside themselves, so tests can run them without a real terminal or browser. */
export interface CliContext {
  term: Terminal;
  env: NodeJS.ProcessEnv;
  version: string;
  start(options: StartOptions): Promise<RunningServer>;
  openBrowser(url: string): Promise<void>;
  /** Resolves when the user asks the server to stop (Ctrl+C); `run --keep-open` and `serve` wait for it. */
  untilStopped(): Promise<void>;
  /** `loopscope prune`: applies retention to the store at `db` now; resolves with the sentence saying what went. */
  prune(db: string, retention: Retention): Promise<string>;
  /** `loopscope mcp`: the stdio MCP server over a running Loopscope; resolves when the agent closes it. */
  serveMcp(baseUrl: string, token: string | undefined): Promise<void>;
}

export { EXIT } from './exit-codes.ts';

const DEFAULT_PORT = 5173;
const DEFAULT_SERVER = `http://localhost:${DEFAULT_PORT}`;

const EXAMPLES = `
Examples:
  loopscope                              serve at http://localhost:5173 (mock at /v1, capture proxy at /proxy/v1)
  loopscope run --upstream mock -- node app.mjs
                                         run an app against the mock and summarise its loop
  loopscope export --format har -o capture.har
                                         save what a running Loopscope captured
  loopscope export --format cassette -o run.cassette.json
                                         record what went through the proxy as a cassette
  loopscope --cassette run.cassette.json  answer /v1 from a recorded cassette (CI); prints hits and misses at Ctrl+C
  loopscope run --cassette run.cassette.json -- npm test
                                         run tests against a cassette; exits 1 if a request missed
  loopscope --otlp-forward http://127.0.0.1:4318
                                         also send what the capture records to an OpenTelemetry collector
  loopscope --mcp-allow http://127.0.0.1:8000
                                         let the mock's hosted mcp tool call the MCP server there too (env LOOPSCOPE_MCP_ALLOW)
  loopscope test                         run the loop tests (*.loop.yaml) here; exits 1 if an expectation failed
  loopscope test weather.loop.yaml --reporter junit -o loop-tests.xml
                                         the same for CI, as JUnit XML
  loopscope mcp                          an MCP server for a coding agent (add it to the agent's MCP configuration)
  loopscope --db postgres://user@db.internal/loopscope
                                         keep the state in PostgreSQL (several servers can share it)
  loopscope prune --retain-days 7         remove what is older than 7 days from the store now, and say what went`;

const GB = 1024 * 1024 * 1024;
const dbOption = (env: NodeJS.ProcessEnv) =>
  new Option(
    '--db <file|:memory:|postgres://…>',
    `where captures, traces and the mock's stored objects last (env LOOPSCOPE_DB; default ${resolveDbLocation(undefined, { ...env, LOOPSCOPE_DB: '' })}; :memory: keeps nothing)`,
  );
const retainDaysOption = (env: NodeJS.ProcessEnv) =>
  new Option(
    '--retain-days <days>',
    `days captures and traces are kept (env LOOPSCOPE_RETAIN_DAYS; default ${DEFAULT_RETENTION.days})`,
  )
    .default(env.LOOPSCOPE_RETAIN_DAYS ? positive(env.LOOPSCOPE_RETAIN_DAYS, 'LOOPSCOPE_RETAIN_DAYS') : undefined)
    .argParser((v) => positive(v, '--retain-days'));
const retainBytesOption = (env: NodeJS.ProcessEnv) =>
  new Option(
    '--retain-bytes <size>',
    `most the store holds, e.g. 500MB or 2GB (env LOOPSCOPE_RETAIN_BYTES; default ${DEFAULT_RETENTION.bytes / GB} GB); the oldest captures go first`,
  )
    .default(env.LOOPSCOPE_RETAIN_BYTES ? size(env.LOOPSCOPE_RETAIN_BYTES, 'LOOPSCOPE_RETAIN_BYTES') : undefined)
    .argParser((v) => size(v, '--retain-bytes'));

function positive(value: string, name: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new InvalidArgumentError(`${name} is a number of days above 0.`);
  return n;
}

/** A size flag read, or the usage error that says how to write one. */
function size(value: string, name: string): number {
  try {
    return parseSize(value, name);
  } catch (error) {
    throw new InvalidArgumentError((error as Error).message);
  }
}

interface StoreFlags {
  db?: string;
  retainDays?: number;
  retainBytes?: number;
}
const storeOf = (env: NodeJS.ProcessEnv, options: StoreFlags) => ({
  db: resolveDbLocation(options.db, env),
  retention: {
    ...(options.retainDays ? { days: options.retainDays } : {}),
    ...(options.retainBytes ? { bytes: options.retainBytes } : {}),
  },
});

function parsePort(value: string): number {
  const port = Number(value);
  if (value.trim() === '' || !Number.isInteger(port) || port < 0 || port > 65535)
    throw new InvalidArgumentError('A port is a whole number from 0 to 65535.');
  return port;
}

/** `--port`; serving takes its default from `PORT` (as `npm start` documents), checked as strictly as the flag. */
const portOption = (envPort?: string) =>
  new Option('-p, --port <port>', `port to listen on (0 picks a free one${envPort === undefined ? '' : '; env PORT'})`)
    .default(envPort === undefined ? DEFAULT_PORT : envPort)
    .argParser(parsePort);
const cassetteOption = (env: NodeJS.ProcessEnv) =>
  new Option(
    '--cassette <file>',
    'answer /v1 from this cassette or saved .loopscope.json session (env LOOPSCOPE_CASSETTE); a request it did not record gets a 422 cassette_miss error',
  ).default(env.LOOPSCOPE_CASSETTE || undefined);
const fallthroughOption = (env: NodeJS.ProcessEnv) =>
  new Option(
    '--cassette-fallthrough',
    'let the mock answer what the cassette did not record (env LOOPSCOPE_CASSETTE_FALLTHROUGH=1)',
  ).default(flagOn(env.LOOPSCOPE_CASSETTE_FALLTHROUGH) || undefined);
const cassetteOf = (options: { cassette?: string; cassetteFallthrough?: boolean }) =>
  options.cassette ? { file: options.cassette, fallthrough: Boolean(options.cassetteFallthrough) } : undefined;

/** Prints the cassette's hits and misses; true when a request missed and nothing answered it in its place. */
function printCassetteReport(ctx: CliContext, running: RunningServer): boolean {
  const report = running.cassetteReport();
  if (!report) return false;
  const missed = report.misses.some((m) => !m.fellThrough);
  for (const line of reportLines(report)) ctx.term.err(missed ? ctx.term.paint('yellow', line) : line);
  return missed;
}

const forwardOption = (env: NodeJS.ProcessEnv) =>
  new Option(
    '--otlp-forward <url>',
    'also send what the capture records to this OTLP/HTTP endpoint as GenAI spans (<url>/v1/traces; user:secret@ in the URL is Basic auth; env LOOPSCOPE_OTLP_FORWARD)',
  ).default(env.LOOPSCOPE_OTLP_FORWARD || undefined);

const mcpAllowOption = (env: NodeJS.ProcessEnv) =>
  new Option(
    '--mcp-allow <origins>',
    "MCP servers (origins, comma-separated, e.g. http://127.0.0.1:8000) the mock's hosted mcp tool may call besides the built-in /mcp; any caller of /v1 can then reach them (env LOOPSCOPE_MCP_ALLOW)",
  ).default(env.LOOPSCOPE_MCP_ALLOW || undefined);

const hostOption = (env: NodeJS.ProcessEnv) =>
  new Option(
    '--host <host>',
    'interface to listen on; anything but loopback is reachable by other machines (env HOST)',
  ).default(env.HOST || '127.0.0.1');

function describeStartFailure(error: unknown, port: number): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE')
    return `port ${port} is already in use: stop what holds it, or pick another with --port (0 picks a free one)`;
  if (code === 'EACCES') return `not allowed to listen on port ${port}: pick a port above 1023 with --port`;
  return error instanceof Error ? error.message : String(error);
}

async function start(ctx: CliContext, options: StartOptions): Promise<RunningServer | null> {
  if (!isLoopbackHost(options.host)) {
    ctx.term.err(
      ctx.term.paint(
        'yellow',
        `Warning: listening on ${options.host} makes Loopscope reachable from other machines. /v1 and the lessons are open to them; /live and /api need the access token printed below.`,
      ),
    );
  }
  try {
    return await ctx.start({
      ...options,
      connectSrc: ctx.env.LOOPSCOPE_CONNECT_SRC,
      launchToken: ctx.env.LOOPSCOPE_LAUNCH_TOKEN || undefined,
      warn: (line) => ctx.term.err(ctx.term.paint('yellow', line)),
    });
  } catch (error) {
    ctx.term.err(ctx.term.paint('red', `loopscope: ${describeStartFailure(error, options.port)}`));
    return null;
  }
}

export function buildProgram(ctx: CliContext, setExit: (code: number) => void): Command {
  const program = new Command('loopscope')
    .description(
      'See exactly what goes over the wire in the OpenAI tool-calling loop: the app, a mock OpenAI API at /v1 and a capture proxy at /proxy/v1.',
    )
    .version(ctx.version, '-v, --version')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => ctx.term.out(text.trimEnd()),
      writeErr: (text) => ctx.term.err(text.trimEnd()),
    })
    .showHelpAfterError('(run loopscope --help for the commands and options)')
    .enablePositionalOptions();

  // No command: serve (root options, so `loopscope bogus` is an unknown command rather than a stray argument).
  program
    .addOption(portOption(ctx.env.PORT))
    .addOption(hostOption(ctx.env))
    .option(
      '--upstream <url|mock>',
      'where the capture proxy forwards: a provider base URL, or "mock"',
      ctx.env.LOOPSCOPE_UPSTREAM || 'https://api.openai.com/v1',
    )
    .option('--open', 'open the app in the browser once it is serving')
    .addOption(cassetteOption(ctx.env))
    .addOption(fallthroughOption(ctx.env))
    .addOption(forwardOption(ctx.env))
    .addOption(mcpAllowOption(ctx.env))
    .addOption(dbOption(ctx.env))
    .addOption(retainDaysOption(ctx.env))
    .addOption(retainBytesOption(ctx.env))
    .addHelpText('after', EXAMPLES)
    .allowExcessArguments(true)
    .action(
      async (
        options: {
          port: number | string;
          host: string;
          upstream: string;
          open?: boolean;
          cassette?: string;
          cassetteFallthrough?: boolean;
          otlpForward?: string;
          mcpAllow?: string;
        } & StoreFlags,
        command: Command,
      ) => {
        if (command.args.length > 0)
          command.error(`error: unknown command '${command.args[0]}'`, { exitCode: EXIT.usage });
        // A default from PORT arrives as text: checked here as the flag's value is.
        let port: number;
        try {
          port = typeof options.port === 'number' ? options.port : parsePort(options.port);
        } catch (error) {
          return command.error(`error: PORT '${options.port}': ${(error as Error).message}`, { exitCode: EXIT.usage });
        }
        const running = await start(ctx, {
          port,
          host: options.host,
          upstream: options.upstream,
          cassette: cassetteOf(options),
          otlpForward: options.otlpForward,
          mcpAllow: options.mcpAllow,
          preparePython: true,
          ...storeOf(ctx.env, options),
        });
        if (!running) return setExit(EXIT.failed);
        for (const line of running.banner) ctx.term.out(line);
        // The link with this launch's token, so the page it opens may start the stdio MCP servers its user confirms.
        if (options.open)
          await ctx
            .openBrowser(running.launchUrl)
            .catch(() => ctx.term.err(`Could not open a browser: open ${running.launchUrl} yourself.`));
        await ctx.untilStopped();
        const missed = printCassetteReport(ctx, running);
        await running.close();
        setExit(missed ? EXIT.failed : EXIT.ok);
      },
    );

  program
    .command('run')
    .description('run a command with OPENAI_BASE_URL pointed at the capture proxy, then summarise what it sent')
    .argument('<command...>', 'the command to run, after --')
    .addOption(portOption())
    .option(
      '--upstream <url|mock>',
      'where its requests go on to: a provider base URL, or "mock" for the embedded mock',
      ctx.env.LOOPSCOPE_UPSTREAM || 'https://api.openai.com/v1',
    )
    .option('--keep-open', 'keep serving after the command ends, to look at the capture at /live')
    .addOption(cassetteOption(ctx.env))
    .addOption(fallthroughOption(ctx.env))
    .addOption(forwardOption(ctx.env))
    .addOption(mcpAllowOption(ctx.env))
    .addOption(dbOption(ctx.env))
    .addOption(retainDaysOption(ctx.env))
    .addOption(retainBytesOption(ctx.env))
    .passThroughOptions()
    .action(
      async (
        words: string[],
        options: {
          port: number;
          upstream: string;
          keepOpen?: boolean;
          cassette?: string;
          cassetteFallthrough?: boolean;
          otlpForward?: string;
          mcpAllow?: string;
        } & StoreFlags,
      ) => {
        // With a cassette, the proxy's "mock" upstream is the cassette (app.ts): the command is answered from the recording.
        if (options.cassette) options.upstream = 'mock';
        const serve = {
          host: '127.0.0.1',
          upstream: options.upstream,
          cassette: cassetteOf(options),
          otlpForward: options.otlpForward,
          mcpAllow: options.mcpAllow,
          ...storeOf(ctx.env, options),
        };
        let running = await start(ctx, { port: options.port, ...serve });
        // The default port may belong to the app being debugged: any free port serves a wrapped command as well.
        if (!running && options.port === DEFAULT_PORT) running = await start(ctx, { port: 0, ...serve });
        if (!running) return setExit(EXIT.failed);
        const live = `${running.origin}/live`;
        ctx.term.err(
          ctx.term.paint(
            'dim',
            `Loopscope: capturing at ${running.origin}/proxy/v1 → ${options.cassette ? `the cassette ${options.cassette}` : options.upstream}; watch it live at ${live}`,
          ),
        );
        // The store brings back earlier runs' captures: the summary is of this command's requests only.
        const earlier = new Set(running.log.list().map((e) => e.id));
        const [command, ...args] = words as [string, ...string[]];
        const code = await runWrapped(command, args, wrappedEnv(ctx.env, running.origin, options.upstream));
        const where = options.keepOpen
          ? [`Open ${live} to look at it; press Ctrl+C to stop Loopscope.`]
          : [
              `Run it with --keep-open to browse this capture at /live, or keep a server running and use \`loopscope export\`.`,
            ];
        // The summary reads the loop with the doctor's rules: loaded when a command has run, not with every command.
        const { printSummary, summarise } = await import('./summary.ts');
        printSummary(summarise(running.log.list().filter((e) => !earlier.has(e.id))), ctx.term, where);
        if (options.keepOpen) await ctx.untilStopped();
        const missed = printCassetteReport(ctx, running);
        await running.close();
        // A command that passed while the cassette missed still fails: its answers came from somewhere else than the recording.
        setExit(code === 0 && missed ? EXIT.failed : code);
      },
    );

  program
    .command('test')
    .description(
      'run loop tests (*.loop.yaml): each case runs its command under the capture proxy (or reads its recording) and checks what the loop must do; exit 0 passed, 1 failed, 2 could not run',
    )
    .argument('[files...]', 'loop-test files (default: *.loop.yaml, *.loop.yml and *.loop.json here)')
    .addOption(new Option('--reporter <reporter>', 'report format').choices(REPORTERS).default('text'))
    .option('-o, --out <file>', 'write the report to this file (a summary still goes to standard error)')
    .option(
      '--keep-open',
      'after the run, serve the captured loops so each failure links to its exchange at /live?exchange=<id>',
    )
    .addOption(portOption())
    .option(
      '--upstream <url|mock>',
      'where a case without a cassette or upstream of its own is sent: "mock" or a provider base URL (needs OPENAI_API_KEY)',
      ctx.env.LOOPSCOPE_UPSTREAM || 'mock',
    )
    .addOption(
      new Option('--timeout <seconds>', "longest a case's command may run").default(120).argParser((value) => {
        const seconds = Number(value);
        if (!Number.isFinite(seconds) || seconds <= 0)
          throw new InvalidArgumentError('A timeout is a number of seconds above 0.');
        return seconds;
      }),
    )
    .option('--grep <text>', 'only the cases whose name contains this text')
    .action(
      async (
        files: string[],
        options: {
          reporter: Reporter;
          out?: string;
          keepOpen?: boolean;
          port: number;
          upstream: string;
          timeout: number;
          grep?: string;
        },
      ) => {
        const { runLoopTests } = await import('./test-command.ts');
        setExit(
          await runLoopTests(ctx, files, {
            reporter: options.reporter,
            out: options.out,
            keepOpen: options.keepOpen,
            port: options.port,
            upstream: options.upstream,
            timeoutMs: options.timeout * 1000,
            grep: options.grep,
          }),
        );
      },
    );

  program
    .command('export')
    .description(
      "write a running Loopscope's capture log as HAR, JSON Lines, OTLP JSON (secrets masked) or a cassette to replay with --cassette (no secrets at all)",
    )
    .addOption(new Option('-f, --format <format>', 'file format').choices(EXPORT_FORMATS).default('har'))
    .option('--url <url>', 'the running Loopscope', DEFAULT_SERVER)
    .option('-o, --out <file>', 'write to this file instead of standard output')
    .option('--token <token>', 'the access token, when that Loopscope listens beyond loopback')
    .option(
      '--day <YYYY-MM-DD>',
      'only the captures of this day (UTC); without it, everything the store keeps (the OTLP format: the live window)',
    )
    .action(async (options: { format: ExportFormat; url: string; out?: string; token?: string; day?: string }) => {
      const { exportCapture } = await import('./export-command.ts');
      setExit((await exportCapture(ctx.term, options)) ? EXIT.ok : EXIT.failed);
    });

  program
    .command('prune')
    .description('apply retention to the store now (what a running server does hourly) and say what was removed')
    .addOption(dbOption(ctx.env))
    .addOption(retainDaysOption(ctx.env))
    .addOption(retainBytesOption(ctx.env))
    .action(async (options: StoreFlags) => {
      const { db, retention } = storeOf(ctx.env, options);
      try {
        ctx.term.out(await ctx.prune(db, { ...DEFAULT_RETENTION, ...retention }));
        setExit(EXIT.ok);
      } catch (error) {
        ctx.term.err(ctx.term.paint('red', `loopscope: ${error instanceof Error ? error.message : String(error)}`));
        setExit(EXIT.failed);
      }
    });

  program
    .command('mcp')
    .description('an MCP server on stdio for coding agents: read-only tools over what a running Loopscope captured')
    .option('--url <url>', 'the running Loopscope', DEFAULT_SERVER)
    .option('--token <token>', 'the access token, when that Loopscope listens beyond loopback')
    .action(async (options: { url: string; token?: string }) => {
      await ctx.serveMcp(options.url, options.token);
      setExit(EXIT.ok);
    });

  return program;
}

/** Parses and runs; resolves with the process's exit code. */
export async function runCli(argv: string[], ctx: CliContext): Promise<number> {
  let code: number = EXIT.ok;
  const program = buildProgram(ctx, (c) => (code = c));
  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    // --help and --version end here too, with code 0.
    return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  }
  return code;
}
