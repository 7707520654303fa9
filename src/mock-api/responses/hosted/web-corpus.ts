// The offline web the hosted web_search tool searches: short pages written for Loopscope (MIT, like the project), about the lessons' topics.

export interface WebPage {
  url: string;
  title: string;
  text: string;
}

/** Every page lives under one made-up host, so no citation ever points at a real site. */
const HOST = 'https://web.loopscope.local';

const page = (path: string, title: string, text: string): WebPage => ({ url: `${HOST}/${path}`, title, text });

export const WEB_CORPUS: readonly WebPage[] = [
  // Weather
  page(
    'weather/how-forecasts-work',
    'How weather forecasts are made',
    'Weather forecasts start from observations of temperature, pressure, humidity and wind taken by stations, balloons and satellites. Numerical models step the atmosphere forward in time on a grid. A forecast for the next three days is usually reliable; beyond a week it becomes a statement about likelihoods.',
  ),
  page(
    'weather/celsius-fahrenheit',
    'Celsius and Fahrenheit',
    'Water freezes at 0 °C, which is 32 °F, and boils at 100 °C, which is 212 °F. To convert Celsius to Fahrenheit, multiply by 9/5 and add 32. A mild spring day of 17 °C is about 63 °F.',
  ),
  page(
    'weather/humidity',
    'What relative humidity means',
    'Relative humidity is how much water vapour the air holds compared with the most it could hold at that temperature. At 80 % humidity warm air feels sticky because sweat evaporates slowly. The dew point is the temperature at which the air would be saturated.',
  ),
  page(
    'weather/drizzle-and-rain',
    'Drizzle, rain and showers',
    'Drizzle is light precipitation of very small drops, under half a millimetre across, falling from low stratus clouds. Rain has larger drops. Showers start and stop suddenly and come from convective clouds such as cumulus.',
  ),
  page(
    'weather/air-quality-index',
    'The air quality index',
    'The air quality index turns measurements of fine particles, ozone and nitrogen dioxide into one number. Values up to 50 are good; above 150 the air is unhealthy for everyone. Traffic and still winter air raise the index in cities.',
  ),
  page(
    'weather/uv-index',
    'The UV index',
    'The UV index measures the strength of sunburn-producing ultraviolet radiation. A value of 3 to 5 is moderate, 8 or more is very high. It peaks around solar noon and is higher at altitude and near the equator.',
  ),
  // Cities
  page(
    'cities/paris',
    'Paris, France',
    'Paris, the capital of France, lies on the river Seine, with about 2.1 million people in the city proper. Its climate is oceanic: mild winters, warm summers and rain spread through the year. The Eiffel Tower was built for the 1889 World Fair.',
  ),
  page(
    'cities/tokyo',
    'Tokyo, Japan',
    'Tokyo is the capital of Japan and the centre of the largest metropolitan area in the world, with about 37 million people. Summers are hot and humid with a rainy season in June; winters are dry and sunny. The city was called Edo until 1868.',
  ),
  page(
    'cities/berlin',
    'Berlin, Germany',
    'Berlin is the capital of Germany, with about 3.8 million people. Its climate is temperate, with cold winters and warm summers. The Berlin Wall divided the city from 1961 until it fell in November 1989.',
  ),
  page(
    'cities/lisbon',
    'Lisbon, Portugal',
    'Lisbon is the capital of Portugal, on the estuary of the river Tagus, with about 550,000 people in the city and nearly 3 million in its metropolitan area. Its climate is Mediterranean: mild, rainy winters and warm, dry summers. An earthquake destroyed much of the city in 1755.',
  ),
  page(
    'cities/new-york',
    'New York City, United States',
    'New York City has about 8.3 million people in five boroughs. It has hot, humid summers and cold winters with occasional snowstorms. Central Park covers 341 hectares in the middle of Manhattan.',
  ),
  page(
    'cities/seoul',
    'Seoul, South Korea',
    'Seoul is the capital of South Korea, with about 9.4 million people, on the Han river. Winters are cold and dry, summers hot with a monsoon season in July. Gyeongbokgung palace was first built in 1395.',
  ),
  page(
    'cities/warsaw',
    'Warsaw, Poland',
    'Warsaw is the capital of Poland, on the Vistula river, with about 1.8 million people. Its climate is temperate with cold winters. The old town was rebuilt after the Second World War and is a UNESCO World Heritage Site.',
  ),
  page(
    'cities/perth',
    'Perth, Australia',
    'Perth is the capital of Western Australia, on the Swan River, with about 2.1 million people. Its seasons are the reverse of Europe’s: January is midsummer, and summers are hot and dry. It is one of the most isolated large cities in the world.',
  ),
  page(
    'cities/time-zones',
    'Time zones of major cities',
    'Paris and Berlin use Central European Time, UTC+1, and UTC+2 in summer. Lisbon uses UTC, and UTC+1 in summer. Tokyo and Seoul are at UTC+9 all year. New York uses UTC−5, and UTC−4 in summer.',
  ),
  // The Python GIL
  page(
    'python/gil',
    'The global interpreter lock (GIL)',
    'CPython’s global interpreter lock lets only one thread execute Python bytecode at a time. It keeps reference counting simple and safe, but it means threads do not speed up CPU-bound Python code. Threads still help with I/O, because the lock is released while waiting.',
  ),
  page(
    'python/free-threading',
    'Free-threaded Python',
    'Python 3.13 introduced an optional free-threaded build, described in PEP 703, in which the GIL can be disabled. In that build threads can run Python code in parallel on several cores. Single-threaded code runs somewhat slower, and C extensions must declare that they support it.',
  ),
  page(
    'python/multiprocessing',
    'Using processes instead of threads',
    'The multiprocessing module runs work in separate processes, each with its own interpreter and its own GIL, so CPU-bound work uses several cores. Data passed between processes is pickled, which costs time for large objects.',
  ),
  page(
    'python/asyncio',
    'asyncio and the GIL',
    'asyncio runs many tasks on one thread by switching at await points. It suits programs that spend their time waiting on the network. It does not avoid the GIL and gives no parallelism for CPU-bound work.',
  ),
  page(
    'python/numpy-and-the-gil',
    'NumPy releases the GIL',
    'Many NumPy operations release the GIL while they work on arrays in C, so several threads can run numeric code at once. Pure Python loops over the same data cannot.',
  ),
  // Function calling and the OpenAI APIs
  page(
    'llm/function-calling',
    'Function calling, step by step',
    'In function calling the application describes tools with a name, a description and a JSON Schema for the arguments. The model answers with a call instead of text; the application runs the function and sends the result back; the model then writes its answer. This request, call, result, answer cycle is the tool loop.',
  ),
  page(
    'llm/strict-mode',
    'Strict mode for tool schemas',
    'With strict mode the model’s arguments always match the schema. Every property must be listed in required, additionalProperties must be false, and optional fields are written as a union with null.',
  ),
  page(
    'llm/parallel-tool-calls',
    'Parallel tool calls',
    'A model may ask for several tool calls in one turn, for example the weather in two cities. The application runs them and returns one result per call id. Setting parallel_tool_calls to false limits the model to one call per turn.',
  ),
  page(
    'llm/tool-choice',
    'Controlling tool use with tool_choice',
    'tool_choice set to auto lets the model decide; none forbids tools; required forces at least one call; naming a function forces that function. Forcing a tool on every turn can make a loop that never ends.',
  ),
  page(
    'llm/responses-vs-chat',
    'The Responses API and Chat Completions',
    'Chat Completions sends the whole message list on every request. The Responses API works with typed items, can keep state on the server with previous_response_id or a conversation, and runs hosted tools such as file search, web search and a code interpreter.',
  ),
  page(
    'llm/hosted-tools',
    'Hosted tools',
    'Hosted tools run on the provider’s side inside one response: file_search looks through vector stores, web_search searches the web and cites pages with url_citation annotations, and code_interpreter runs Python in a container. The application sees their calls as output items but does not execute them.',
  ),
  page(
    'llm/mcp',
    'The Model Context Protocol',
    'The Model Context Protocol (MCP) is an open protocol for exposing tools and data to models. A server lists its tools with JSON Schemas; a client calls them by name. The Responses API can call a remote MCP server itself as a hosted tool.',
  ),
  page(
    'llm/streaming',
    'Streaming with server-sent events',
    'Streaming responses arrive as server-sent events: each event has a type and a JSON payload. Text arrives as deltas, and tool call arguments arrive in pieces that only parse as JSON once complete.',
  ),
  page(
    'llm/tokens',
    'Tokens and context windows',
    'Models read and write tokens, pieces of words about four characters long on average in English. The context window limits how many tokens a request and its answer may hold; tool definitions and earlier turns count too.',
  ),
  page(
    'llm/embeddings-and-vector-stores',
    'Embeddings and vector stores',
    'A vector store keeps chunks of documents with an embedding for each, so a search can find passages that mean the same as the query even when the words differ. File search splits uploaded files into chunks and ranks them for each query.',
  ),
];
