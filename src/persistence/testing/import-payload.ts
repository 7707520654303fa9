// Test helper: the importer bound to the engine's exchanges → session function, as the app binds it (same call as before).
import { sessionFromExchanges } from '@loopscope/engine/captured/index';
import { importPayload as importWith, type ImportResult, type KnownToolSource } from '../import/import-payload';

export function importPayload(
  text: string,
  sourceName: string,
  now: number,
  knownSource?: KnownToolSource,
): ImportResult {
  return importWith(text, sourceName, now, {
    toSession: sessionFromExchanges,
    ...(knownSource ? { knownSource } : {}),
  });
}
