// The versioned session format: what storage, files and share links hold (engine state plus a name and dates).
import type { EngineState } from '@loopscope/engine/types';

/** The `format` tag every saved session carries, so a stray JSON file is told apart from a session. */
export const SESSION_FORMAT = 'loopscope-session';

/**
 * The format version this build writes. Version 1: `engine` is the engine's state (configuration, branches,
 * timeline, exchanges with exact bytes); API styles keep their own state inside it (per-branch wire objects,
 * Responses ids, Assistants thread/run ids), so a new style adds fields without a new version. Version 2: the
 * teaching mistake a session makes is one option, `mistake`, instead of one field per style (migrations.ts).
 */
export const SESSION_VERSION = 2;

/** Where a session came from, shown in the sessions list and used to keep shared sessions read-only. */
export type SessionOrigin =
  | { kind: 'local' }
  | { kind: 'file'; fileName: string }
  | { kind: 'share' }
  | { kind: 'import'; format: string };

/** A loop-test file a session carries (its first case's expectations are checked on the session's loop). */
export interface SessionExpectations {
  /** The file's name (`weather.loop.yaml`): YAML or JSON by its ending, shown in the bar. */
  source: string;
  /** The file's text, `env` values emptied. */
  text: string;
}

export interface SessionRecord {
  format: typeof SESSION_FORMAT;
  version: typeof SESSION_VERSION;
  id: string;
  name: string;
  createdAt: number;
  updatedAt: number;
  origin: SessionOrigin;
  /** Opened from a share link: viewable, not runnable until forked into an own session. */
  readOnly: boolean;
  /** Never holds an API key: `config.provider.apiKey` is always empty here, secret headers are masked. */
  engine: EngineState;
  /** Optional: sessions saved before expectations could be attached read unchanged (no new version). */
  expectations?: SessionExpectations;
}

/** What the sessions list shows without loading a whole session. */
export interface SessionMeta {
  id: string;
  name: string;
  createdAt: number;
  updatedAt: number;
  origin: SessionOrigin;
  readOnly: boolean;
  messageCount: number;
  exchangeCount: number;
  apiStyle: string;
  /**
   * Added: how the session talks besides its style, so the list tells same-named sessions apart (a question run over
   * Chat, streamed, over a socket, with an MCP server). Absent in metas saved before it.
   */
  setup?: SessionSetup;
  /** Increases with every save; a save that finds a higher revision from another tab is a conflict. */
  revision: number;
  /** The tab that wrote the last revision. */
  writer: string;
}

/** What the list says of a session's set-up beside its style: streamed, the Responses transport, the MCP servers' names. */
export interface SessionSetup {
  stream: boolean;
  /** The Responses transport when one was chosen (`http`, `websocket`), else null. */
  transport: string | null;
  /** The labels of its MCP servers (never their headers). */
  mcp: string[];
}

function setupOf(record: SessionRecord): SessionSetup {
  const { options, mcpServers = [] } = record.engine.config;
  return {
    stream: options.stream,
    transport: options.responsesTransport ?? null,
    mcp: mcpServers.map((server) => server.label),
  };
}

export function metaOf(record: SessionRecord, revision: number, writer: string): SessionMeta {
  const branches = Object.values(record.engine.branches);
  return {
    id: record.id,
    name: record.name,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    origin: record.origin,
    readOnly: record.readOnly,
    messageCount: branches.reduce((n, b) => n + b.messages.length, 0),
    exchangeCount: branches.reduce((n, b) => n + b.exchanges.length, 0),
    apiStyle: record.engine.config.apiStyle,
    setup: setupOf(record),
    revision,
    writer,
  };
}
