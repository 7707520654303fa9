// Loopscope's version, from package.json (bundled into the compiled server): the CLI's --version and the MCP servers' info.
import manifest from '../../package.json' with { type: 'json' };

export const LOOPSCOPE_VERSION: string = manifest.version;
