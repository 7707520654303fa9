// Weather conditions in the reply's language: a tool returns "Partly cloudy", a Polish or Korean answer says its own words.
import { REPLY_WORDS, type ReplyLanguage, type ReplyWords } from '../understand/reply-language.ts';

/** Common sky and precipitation conditions (lower case, as a tool spells them) in Korean and Polish. */
const CONDITIONS: Record<string, Partial<Record<ReplyLanguage, string>>> = {
  sunny: { ko: '맑음', pl: 'słonecznie' },
  clear: { ko: '맑음', pl: 'bezchmurnie' },
  'clear sky': { ko: '맑음', pl: 'bezchmurnie' },
  'mostly sunny': { ko: '대체로 맑음', pl: 'przeważnie słonecznie' },
  'partly cloudy': { ko: '구름 조금', pl: 'częściowe zachmurzenie' },
  'mostly cloudy': { ko: '구름 많음', pl: 'duże zachmurzenie' },
  cloudy: { ko: '흐림', pl: 'pochmurno' },
  overcast: { ko: '흐림', pl: 'całkowite zachmurzenie' },
  rain: { ko: '비', pl: 'deszcz' },
  rainy: { ko: '비', pl: 'deszczowo' },
  'light rain': { ko: '약한 비', pl: 'słaby deszcz' },
  'heavy rain': { ko: '강한 비', pl: 'ulewny deszcz' },
  showers: { ko: '소나기', pl: 'przelotne opady' },
  drizzle: { ko: '이슬비', pl: 'mżawka' },
  'light drizzle': { ko: '약한 이슬비', pl: 'lekka mżawka' },
  thunderstorm: { ko: '뇌우', pl: 'burza' },
  thunderstorms: { ko: '뇌우', pl: 'burze' },
  snow: { ko: '눈', pl: 'śnieg' },
  'light snow': { ko: '약한 눈', pl: 'słaby śnieg' },
  sleet: { ko: '진눈깨비', pl: 'deszcz ze śniegiem' },
  fog: { ko: '안개', pl: 'mgła' },
  foggy: { ko: '안개', pl: 'mglisto' },
  mist: { ko: '옅은 안개', pl: 'zamglenie' },
  haze: { ko: '연무', pl: 'zamglenie' },
  windy: { ko: '강풍', pl: 'wietrznie' },
  hot: { ko: '더움', pl: 'upalnie' },
  cold: { ko: '추움', pl: 'zimno' },
};

/** The language a set of reply words is written in (REPLY_WORDS holds one object per language). */
function languageOf(say: ReplyWords): ReplyLanguage {
  return (Object.keys(REPLY_WORDS) as ReplyLanguage[]).find((l) => REPLY_WORDS[l] === say) ?? 'en';
}

/** A condition as the answer says it: the reply language's words when known, else the tool's own text in lower case. */
export function conditionText(condition: string, say: ReplyWords): string {
  const plain = condition.trim().toLowerCase();
  return CONDITIONS[plain]?.[languageOf(say)] ?? plain;
}
