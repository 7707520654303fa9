// Context window sizes for the token gauge and the payload doctor's context rule, read from the model catalogue.
import { MODEL_CATALOGUE, catalogueModel } from '@loopscope/wire/model-catalogue';

/**
 * The catalogue's window for a listed id; for an id it does not list (a newer snapshot, a fine-tune `ft:gpt-4o-mini:…`),
 * the longest listed id it starts with. Unknown models get 128k, said so in the gauge's label.
 */
export function contextWindowFor(model: string): { tokens: number; known: boolean } {
  const base = model.replace(/^ft:/, '');
  const match =
    catalogueModel(base) ??
    MODEL_CATALOGUE.filter((m) => base.startsWith(m.id)).sort((a, b) => b.id.length - a.id.length)[0];
  return match ? { tokens: match.contextWindow, known: true } : { tokens: 128_000, known: false };
}
