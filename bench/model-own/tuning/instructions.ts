// Tuning questions, kind "instructions": a system prompt's conditions decide hand-offs by language and refusals.
import { tool } from '../../model-heldout/build.ts';
import { chat, pick, type KindSet } from '../own-kinds.ts';

const tools = [
  tool('transfer_to_french_agent', 'Handoff to the French agent to handle the request.', {}),
  tool('transfer_to_spanish_agent', 'Handoff to the Spanish agent to handle the request.', {}),
  tool('transfer_to_german_agent', 'Handoff to the German agent to handle the request.', {}),
  tool('museum_tickets', 'Buys museum tickets.', {
    museum: ['string', 'Museum.'],
    tickets: ['integer', 'Number of tickets.'],
  }),
  tool('train_times', 'Train departures between two stations.', {
    origin: ['string', 'From.'],
    destination: ['string', 'To.'],
  }),
];
const ROUTER =
  'You are the travel desk triage agent. If the user writes in French, hand off to the French agent. If the user writes in Spanish, hand off to the Spanish agent. If the user writes in German, hand off to the German agent. Otherwise help them yourself with your tools.';
const GUARD =
  'You are a travel desk agent. Do not call any tool when the request is about visas or immigration; say you cannot help with that. Otherwise use your tools.';
const to = (lang: string) => [`transfer_to_${lang}_agent`, {}] as [string, Record<string, unknown>];

export const instructionsTuning: KindSet = {
  kind: 'instructions',
  name: 'travel-desk',
  tools,
  questions: [
    ...[
      "Bonjour, je voudrais deux billets pour le musée, s'il vous plaît.",
      'Quels sont les horaires des trains pour Lyon ?',
      'Je cherche un train demain matin.',
      "Pouvez-vous m'aider avec une réservation ?",
      'Merci, où est la gare ?',
    ].map((q) => pick(chat(ROUTER, q), to('french'))),
    ...[
      'Hola, quiero comprar entradas para el museo.',
      '¿A qué hora sale el tren para Madrid?',
      'Necesito ayuda con mi viaje, por favor.',
      'Buenos días, ¿dónde está la estación?',
      'Quisiera tres entradas.',
    ].map((q) => pick(chat(ROUTER, q), to('spanish'))),
    ...[
      'Guten Tag, ich brauche zwei Tickets für das Museum.',
      'Wann fährt der nächste Zug nach Wien?',
      'Können Sie mir bitte helfen?',
      'Ich möchte eine Reise buchen.',
    ].map((q) => pick(chat(ROUTER, q), to('german'))),
    pick(chat(ROUTER, 'Two tickets for the Tile Museum, please.'), [
      'museum_tickets',
      { museum: 'Tile Museum', tickets: 2 },
    ]),
    pick(chat(ROUTER, 'Trains from Lyon to Marseille?'), ['train_times', { origin: 'Lyon', destination: 'Marseille' }]),
    pick(chat(ROUTER, 'I need 4 tickets for the Science Hall.'), [
      'museum_tickets',
      { museum: 'Science Hall', tickets: 4 },
    ]),
    pick(chat(ROUTER, 'When are the trains from Vienna to Graz?'), [
      'train_times',
      { origin: 'Vienna', destination: 'Graz' },
    ]),
    pick(chat(GUARD, 'Do I need a visa to visit Japan?')),
    pick(chat(GUARD, 'How do I apply for immigration to Canada?')),
    pick(chat(GUARD, 'What documents does the visa office want?')),
    pick(chat(GUARD, 'Trains from Milan to Turin please.'), ['train_times', { origin: 'Milan', destination: 'Turin' }]),
    pick(chat(GUARD, 'One ticket for the Modern Art Museum.'), [
      'museum_tickets',
      { museum: 'Modern Art Museum', tickets: 1 },
    ]),
    pick(chat(GUARD, 'Can immigration officers search my luggage?')),
    pick(chat(GUARD, 'Train times from Madrid to Seville'), [
      'train_times',
      { origin: 'Madrid', destination: 'Seville' },
    ]),
    pick(chat(GUARD, 'Will my residence permit let me work there?')),
    pick(chat(ROUTER, 'Three tickets for the Harbour Museum, thanks.'), [
      'museum_tickets',
      { museum: 'Harbour Museum', tickets: 3 },
    ]),
  ],
};
