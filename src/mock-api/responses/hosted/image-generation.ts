// The hosted image_generation tool in a Responses turn: a deterministic picture drawn from the prompt (a PNG made here,
// no image model), an image_generation_call, and the partial images a stream shows.
import { hash53 } from '../../model/ids.ts';
import { itemId } from '../ids.ts';
import type { HostedAnswer, HostedTurnInput } from './types.ts';
import { encodePng, toBase64 } from './png.ts';

type Obj = Record<string, unknown>;

/** A question asks for a picture when it names one, or asks to draw, paint or sketch. */
const IMAGE_WORDS = /\b(draw|paint|sketch|illustrat\w*|picture|image|photo\w*|logo|icon|poster|wallpaper|render)\b/i;

export function imageFits(question: string): boolean {
  return IMAGE_WORDS.test(question);
}

/** Side of the mock's square pictures: small enough to keep a stored response light, whatever `size` asked for. */
const SIDE = 64;

/**
 * The picture for a prompt: two colours from the prompt's hash in a diagonal gradient with bands, so each prompt
 * has its own image and the same prompt always the same bytes. `rows` draws only the top rows (a partial image),
 * the rest grey, as a picture still being made.
 */
function drawImage(prompt: string, rows = SIDE): string {
  const h = hash53(prompt);
  const from = [h & 0xff, (h >>> 8) & 0xff, (h >>> 16) & 0xff] as const;
  const to = [255 - from[2], 255 - from[0], 255 - from[1]] as const;
  const bands = 2 + (h % 5);
  const png = encodePng(SIDE, SIDE, (x, y) => {
    if (y >= rows) return [128, 128, 128];
    const t = (x + y) / (2 * (SIDE - 1));
    const band = Math.floor(t * bands) % 2 === 0 ? 1 : 0.85;
    return [0, 1, 2].map((c) => Math.round((from[c]! * (1 - t) + to[c]! * t) * band)) as unknown as readonly [
      number,
      number,
      number,
    ];
  });
  return toBase64(png);
}

/** The partial images a streamed call shows first (the tool's `partial_images`, 0 to 3): its top rows, more each time. */
export function partialImages(item: Obj, count: number): string[] {
  const prompt = String(item.revised_prompt ?? '');
  return Array.from({ length: count }, (_, k) => drawImage(prompt, Math.round(((k + 1) * SIDE) / (count + 1))));
}

/** An `image_generation_call` with the finished PNG as `result` (base64) and the settings it used, then a short answer. */
export function imageGenerationAnswer(input: HostedTurnInput, tool: Obj): HostedAnswer {
  const prompt = input.question;
  const call = {
    id: itemId('ig', [...input.idParts, 'image_generation']),
    type: 'image_generation_call',
    status: 'completed',
    action: 'generate',
    // An RGB PNG has no alpha channel: the picture is opaque whatever `background` asked for.
    background: 'opaque',
    output_format: 'png',
    quality: tool.quality && tool.quality !== 'auto' ? tool.quality : 'medium',
    size: `${SIDE}x${SIDE}`,
    revised_prompt: prompt,
    result: drawImage(prompt),
  };
  return {
    items: [call],
    text: 'Here is the image I made for you.',
    annotations: [],
    explanation:
      'image_generation: the request asks for a picture; the mock draws a deterministic 64×64 PNG from the prompt (no image model)',
  };
}
