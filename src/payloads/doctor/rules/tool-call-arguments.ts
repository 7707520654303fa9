// Doctor rule for a tool call's `arguments` sent back as a parsed object: the API keeps them as the JSON text the model wrote.
import { invalidType } from '@loopscope/wire/checks';
import type { RuleContext } from '../types';
import type { ResultSlot } from './rule-helpers';
import { notStringRule } from './rule-helpers';
import { payloadStyleOf } from '../../payload-styles';

/** Every `arguments` a request carries: Chat's `messages[i].tool_calls[c].function.arguments`, Responses' function_call items. */
function argumentSlots(ctx: RuleContext): ResultSlot[] {
  return payloadStyleOf(ctx.call.style)?.argumentSlots(ctx.call.request) ?? [];
}

export const argumentsNotString = notStringRule({
  id: 'arguments-not-string',
  title: "A tool call's arguments sent as an object instead of a JSON string",
  styles: ['chat', 'responses'],
  why: "The model writes a call's arguments as JSON text and the API takes them back only as that string; code that parsed them (json.loads, JSON.parse) and sent the parsed object back is rejected.",
  fix: 'Send the arguments back exactly as the model wrote them; if your code parsed them, serialize them again: json.dumps(args) in Python, JSON.stringify(args) in JavaScript.',
  accepts: 'a string',
  slots: argumentSlots,
  apiError: (at, value) => invalidType(at, 'a string', value).message,
});
