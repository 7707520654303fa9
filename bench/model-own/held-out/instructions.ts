// Held-out questions, kind "instructions" (never tuned on): hand-offs by language and refusals, as the prompt says.
import { tool } from '../../model-heldout/build.ts';
import { chat, pick, type KindSet } from '../own-kinds.ts';

const tools = [
  tool('transfer_to_italian_agent', 'Handoff to the Italian support agent.', {}),
  tool('transfer_to_portuguese_agent', 'Handoff to the Portuguese support agent.', {}),
  tool('transfer_to_polish_agent', 'Handoff to the Polish support agent.', {}),
  tool('transfer_to_korean_agent', 'Handoff to the Korean support agent.', {}),
  tool('order_status', 'Looks up the status of an order.', { order_id: ['string', 'Order number.'] }),
  tool('return_item', 'Starts a return for an order.', { order_id: ['string', 'Order number.'] }),
];
const ROUTER =
  'You are the shop support router. Route Italian speakers to the Italian agent, Portuguese speakers to the Portuguese agent, Polish speakers to the Polish agent and Korean speakers to the Korean agent. Handle English requests yourself.';
const GUARD =
  'You are shop support. Stop and call no tool if the user asks about anything other than orders and returns, for example homework or medical advice.';
const to = (lang: string) => [`transfer_to_${lang}_agent`, {}] as [string, Record<string, unknown>];

export const instructionsHeldOut: KindSet = {
  kind: 'instructions',
  name: 'shop-support',
  tools,
  questions: [
    ...[
      "Buongiorno, dov'è il mio ordine?",
      'Vorrei restituire un articolo, per favore.',
      'Il pacco non è ancora arrivato.',
      'Grazie mille, come posso fare un reso?',
    ].map((q) => pick(chat(ROUTER, q), to('italian'))),
    ...[
      'Olá, onde está a minha encomenda?',
      'Quero devolver um produto, por favor.',
      'Obrigado, preciso de ajuda com o pedido.',
      'A minha encomenda não chegou.',
    ].map((q) => pick(chat(ROUTER, q), to('portuguese'))),
    ...[
      'Dzień dobry, gdzie jest moje zamówienie?',
      'Chcę zwrócić produkt.',
      'Paczka jeszcze nie dotarła, proszę o pomoc.',
      'Dziękuję, jak mogę zrobić zwrot?',
    ].map((q) => pick(chat(ROUTER, q), to('polish'))),
    ...['안녕하세요, 주문이 어디 있나요?', '반품하고 싶어요.', '택배가 아직 안 왔어요.'].map((q) =>
      pick(chat(ROUTER, q), to('korean')),
    ),
    pick(chat(ROUTER, 'Where is order 55120?'), ['order_status', { order_id: '55120' }]),
    pick(chat(ROUTER, 'I want to return order A-778.'), ['return_item', { order_id: 'A-778' }]),
    pick(chat(ROUTER, 'Status of my order QX12, please.'), ['order_status', { order_id: 'QX12' }]),
    pick(chat(GUARD, 'Can you solve my algebra homework?')),
    pick(chat(GUARD, 'What medicine should I take for a headache?')),
    pick(chat(GUARD, 'Write me an essay about the Roman empire.')),
    pick(chat(GUARD, 'Is it safe to mix these two pills?')),
    pick(chat(GUARD, 'Where is order 9981?'), ['order_status', { order_id: '9981' }]),
    pick(chat(GUARD, 'Return order B-202 please.'), ['return_item', { order_id: 'B-202' }]),
    pick(chat(GUARD, 'Has order 3003 shipped?'), ['order_status', { order_id: '3003' }]),
  ],
};
