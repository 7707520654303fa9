// Blind set 10: 48 conversations in four new everyday domains, written without reading the mock model; a measure.
import { buildConversations, type ConversationCase } from './conversation.ts';
import { bikeShare, patisserie } from './domains-rides-and-bakes.ts';
import { homeEnergy, mobileLibrary } from './domains-rooms-and-shelves.ts';

/** The day the set was written, quoted in `npm run bench:model`'s heading; its first measurement is the lead's. */
export const WRITTEN_ON_10 = '2026-12-07';

export const BLIND_10_DOMAINS = [bikeShare, patisserie, homeEnergy, mobileLibrary];

export function blind10Cases(): ConversationCase[] {
  return BLIND_10_DOMAINS.flatMap(buildConversations);
}
