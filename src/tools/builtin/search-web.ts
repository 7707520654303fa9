// Seed 000's search_web tool: a tiny canned index, answered as plain text like the seed's `str(result)`.
import type { ToolDefinition } from '../types';

const SEARCH_WEB_SOURCE = `// Mock web search over a fixed index; returns a plain-text list, the way the seed sends str(result).
const INDEX = [
  { title: 'Python Global Interpreter Lock (GIL) - Python Wiki', url: 'https://wiki.python.org/moin/GlobalInterpreterLock',
    snippet: 'The GIL is a mutex that lets only one thread execute Python bytecode at a time in CPython.' },
  { title: 'PEP 703 - Making the Global Interpreter Lock Optional', url: 'https://peps.python.org/pep-0703/',
    snippet: 'Proposes a build of CPython without the GIL (free-threaded Python), available since 3.13.' },
  { title: 'Function calling - OpenAI API', url: 'https://platform.openai.com/docs/guides/function-calling',
    snippet: 'Connect models to external data and systems by letting them call the functions you define.' },
  { title: 'Berlin - Wikipedia', url: 'https://en.wikipedia.org/wiki/Berlin',
    snippet: 'Berlin is the capital and largest city of Germany.' },
];

function search_web({ query }) {
  const words = String(query).toLowerCase().split(/\\W+/).filter(Boolean);
  const scored = INDEX
    .map((doc) => ({ doc, score: words.filter((w) => (doc.title + ' ' + doc.snippet).toLowerCase().includes(w)).length }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, 3);
  if (scored.length === 0) return 'No results for "' + query + '".';
  return 'Search results for "' + query + '":\\n' +
    scored.map((hit, i) => (i + 1) + '. ' + hit.doc.title + ' (' + hit.doc.url + ')\\n   ' + hit.doc.snippet).join('\\n');
}
`;

export const searchWebTool: ToolDefinition = {
  name: 'search_web',
  description: 'Search the web and return the top results as text',
  parameters: {
    type: 'object',
    properties: { query: { type: 'string', description: 'What to search for' } },
    required: ['query'],
    additionalProperties: false,
  },
  strict: true,
  source: SEARCH_WEB_SOURCE,
};
