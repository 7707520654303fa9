// Values whose form says which parameter they are for, read by the parameter's name and description: e-mail addresses
// for whoever a message goes to or comes from, postal codes for a ZIP or postcode parameter.
import type { Evidence } from '../understand/evidence.ts';
import { kindOf } from '../understand/param-kind.ts';
import { findPostcodes, isPostcodeParameter } from '../understand/postcodes.ts';
import { describe, type JsonSchema } from '../understand/schema-view.ts';
import { identifierWords } from '../understand/text.ts';
import type { Found } from './found.ts';

const SENDER = new Set(['from', 'sender']);
const ADDRESSEE = new Set([
  'to',
  'recipient',
  'recipients',
  'cc',
  'bcc',
  'addressee',
  'addressees',
  'attendee',
  'attendees',
  'invitee',
  'invitees',
  'participant',
  'participants',
]);

/**
 * Which end of a message a parameter holds when it takes an e-mail address: its name says a recipient, a sender or an
 * e-mail, or its description says an e-mail address. Free text (a subject or body "of the email") takes none.
 */
function addressRole(name: string, schema: JsonSchema): 'to' | 'from' | 'any' | undefined {
  const words = identifierWords(name);
  const kind = kindOf(name, schema);
  if (!['email', 'person', 'string', 'code', 'place'].includes(kind)) return undefined;
  if (words.some((w) => SENDER.has(w))) return 'from';
  if (words.some((w) => ADDRESSEE.has(w))) return 'to';
  if (kind === 'email' || words.some((w) => /^e?mails?$/.test(w))) return 'any';
  return /\be-?mail\b/.test(describe('', schema)) && !/\b(?:subject|body|message|text)\b/.test(words.join(' '))
    ? 'any'
    : undefined;
}

/** The free e-mail addresses a parameter of that role may take, the likeliest first ("to x@y", "from x@y"). */
function addressesFor(role: 'to' | 'from' | 'any', ev: Evidence) {
  const emails = ev.free(['email']);
  const after = (c: { start: number }, words: string) =>
    new RegExp(`\\b(?:${words})\\s*:?\\s*$`, 'i').test(ev.text.slice(Math.max(0, c.start - 12), c.start));
  if (role === 'from') return [...emails].sort((a, b) => Number(after(b, 'from|by')) - Number(after(a, 'from|by')));
  return role === 'to' ? emails.filter((c) => !after(c, 'from|by')) : emails;
}

const ROLE_NOTE = {
  to: 'an e-mail address for whom it goes to',
  from: 'an e-mail address for who sends it',
  any: 'an e-mail address',
};

/** "Email ana@example.org about lunch": a recipient, sender or e-mail parameter takes an address the request writes. */
export function emailFor(name: string, schema: JsonSchema, ev: Evidence): Found | undefined {
  const role = addressRole(name, schema);
  const c = role ? addressesFor(role, ev)[0] : undefined;
  if (!role || !c) return undefined;
  ev.take(c);
  return { value: c.text, source: c.text, rule: ROLE_NOTE[role] };
}

/** "Invite ana@x.org and bo@y.org": a list of recipients or attendees takes every address written, in order. */
export function emailsFor(name: string, schema: JsonSchema, ev: Evidence): Found | undefined {
  const role = addressRole(name, schema);
  const emails = role ? addressesFor(role, ev) : [];
  if (!role || emails.length === 0) return undefined;
  for (const c of emails) ev.take(c);
  return { value: emails.map((c) => c.text), source: emails.map((c) => c.text).join(', '), rule: ROLE_NOTE[role] };
}

/** Words after a five-digit number that may follow a postal code ("90210 area", "10115 please"); any other is its unit. */
const AFTER_POSTCODE = /^(?:|and|or|in|near|for|to|please|area|today|tomorrow|now)$/;

/**
 * "Weather for 90210", "branches near SW1A 1AA", "slots for 00-950": a ZIP, postcode or postal-code parameter takes a
 * postal code by its form, one said right after a word for it first; five bare digits only when no unit follows them.
 */
export function postcodeFor(name: string, schema: JsonSchema, ev: Evidence): Found | undefined {
  if (!isPostcodeParameter(identifierWords(name), describe('', schema))) return undefined;
  const kind = kindOf(name, schema);
  if (!['place', 'code', 'string', 'number'].includes(kind)) return undefined;
  const unitAfter = (index: number) => ev.candidates.find((c) => c.kind === 'number' && c.start === index)?.unit ?? '';
  // A `location` described as "a city or a ZIP code" keeps a named place over five bare digits ("Paris 75001").
  const orPlace = !isPostcodeParameter(identifierWords(name), '') && ev.free(['place']).length > 0;
  const codes = findPostcodes(ev.text).filter(
    (p) =>
      ev.isFree({ start: p.index, end: p.end }) &&
      (p.cued || p.form !== 'a five-digit postal code' || (AFTER_POSTCODE.test(unitAfter(p.index)) && !orPlace)) &&
      (kind !== 'number' || /^\d+$/.test(p.text)),
  );
  const p = codes.find((c) => c.cued) ?? codes[0];
  if (!p) return undefined;
  ev.take({ start: p.index, end: p.end });
  return { value: kind === 'number' ? Number(p.text) : p.text, source: p.text, rule: p.form };
}
