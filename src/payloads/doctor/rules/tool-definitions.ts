// Doctor rules for the tools a request defines and offers: strict-mode schemas and tool_choice against tools.
import { checkStrictSchema, strictSchemaErrorMessage } from '@loopscope/wire/strict-schema';
import { arr, definedToolNames, str, type Obj } from '../body';
import { isObject } from '@loopscope/wire/json-object';
import type { BodyPath, DoctorRule, RuleHit } from '../types';
import { say } from '../details';

/** Each function tool with where its parameters live, for Chat's nested and Responses' flat shape. */
function functionTools(request: unknown): { name: string; strict: unknown; parameters: unknown; path: BodyPath }[] {
  return arr(isObject(request) ? request.tools : undefined).flatMap((tool, index) => {
    if (!isObject(tool) || tool.type !== 'function') return [];
    const fn = isObject(tool.function) ? tool.function : tool;
    const base: BodyPath = isObject(tool.function) ? ['tools', index, 'function'] : ['tools', index];
    return [
      {
        name: str(fn.name) ?? `tools[${index}]`,
        strict: fn.strict,
        parameters: fn.parameters,
        path: [...base, 'parameters'],
      },
    ];
  });
}

export const strictSchemaViolation: DoctorRule = {
  id: 'strict-schema-violation',
  title: 'A strict tool whose schema breaks strict mode',
  severity: 'error',
  styles: ['chat', 'responses'],
  why: "With strict: true the API only takes schemas it can enforce: every property listed in 'required', additionalProperties: false, arrays with items, objects with properties.",
  fix: 'List every property in \'required\' (make optional ones nullable: "type": ["string", "null"]) and set additionalProperties: false on every object, or drop strict.',
  apiError:
    "Invalid schema for function 'get_weather': In context=(), 'required' is required to be supplied and to be an array including every key in properties. Missing 'unit'.",
  check(ctx) {
    return functionTools(ctx.call.request).flatMap((tool) =>
      tool.strict === true
        ? checkStrictSchema(tool.parameters ?? { type: 'object', properties: {}, additionalProperties: false }).map(
            (v) => ({
              path: [...tool.path, ...v.context],
              // The API's own words, kept English in every language (the catalogs say whose words they are).
              ...say('apiWording', { text: strictSchemaErrorMessage(tool.name, v) }),
            }),
          )
        : [],
    );
  },
};

/** The names `tool_choice` forces or allows: `{type:'function', function:{name}}`, `{type:'function', name}` or allowed_tools. */
function offeredNames(choice: unknown): { name: string; path: BodyPath }[] {
  if (!isObject(choice)) return [];
  const single = str(choice.name) ?? (isObject(choice.function) ? str(choice.function.name) : undefined);
  if (choice.type === 'function' && single !== undefined) {
    return [{ name: single, path: ['tool_choice', ...(isObject(choice.function) ? ['function', 'name'] : ['name'])] }];
  }
  const allowed = isObject(choice.allowed_tools) ? choice.allowed_tools : choice;
  const base: BodyPath = isObject(choice.allowed_tools)
    ? ['tool_choice', 'allowed_tools', 'tools']
    : ['tool_choice', 'tools'];
  return arr(allowed.tools).flatMap((tool, index) => {
    const name = isObject(tool)
      ? (str(tool.name) ?? (isObject(tool.function) ? str(tool.function.name) : undefined))
      : undefined;
    return name === undefined ? [] : [{ name, path: [...base, index] }];
  });
}

export const toolOfferedUndefined: DoctorRule = {
  id: 'tool-offered-undefined',
  title: 'A tool offered or called but not defined',
  severity: 'error',
  styles: ['chat', 'responses'],
  why: 'tool_choice can only force or allow tools that are in tools, and the model can only call what it was given.',
  fix: 'Add the tool to tools (or fix the spelling of its name), or drop it from tool_choice.',
  apiError: "Invalid value for 'tool_choice': 'tool_choice' is only allowed when 'tools' are specified.",
  check(ctx) {
    const request = ctx.call.request;
    if (!isObject(request)) return [];
    const defined = new Set(definedToolNames(request));
    const hits: RuleHit[] = [];
    if (request.tool_choice !== undefined && request.tool_choice !== 'none' && defined.size === 0) {
      hits.push({ path: ['tool_choice'], ...say('toolChoiceNoTools') });
      return hits;
    }
    for (const { name, path } of offeredNames(request.tool_choice)) {
      if (!defined.has(name)) hits.push({ path, ...say('toolChoiceUnknown', { name }) });
    }
    if (defined.size > 0) {
      arr(request.messages).forEach((message, m) => {
        arr(isObject(message) ? message.tool_calls : undefined).forEach((call, c) => {
          const name = isObject(call) && isObject(call.function) ? str(call.function.name) : undefined;
          if (name !== undefined && !defined.has(name)) {
            hits.push({
              path: ['messages', m, 'tool_calls', c, 'function', 'name'],
              ...say('calledNotInTools', { name }),
            });
          }
        });
      });
    }
    return hits;
  },
};

export const toolNeverOffered: DoctorRule = {
  id: 'tool-never-offered',
  title: 'A tool defined but never offered',
  severity: 'info',
  styles: ['chat', 'responses'],
  why: 'Defined tools still cost prompt tokens, but tool_choice keeps the model from ever calling them.',
  fix: "Remove the tools this request does not offer, or offer them (tool_choice 'auto' or add them to allowed_tools).",
  check(ctx) {
    const request = ctx.call.request;
    if (!isObject(request)) return [];
    const defined = definedToolNames(request);
    if (defined.length === 0) return [];
    if (request.tool_choice === 'none') {
      return [{ path: ['tool_choice'], ...say('toolChoiceNone', { names: defined.join(', ') }) }];
    }
    const choice = request.tool_choice as Obj;
    if (!isObject(choice) || (choice.type !== 'allowed_tools' && !isObject(choice.allowed_tools))) return [];
    const offered = new Set(offeredNames(choice).map(({ name }) => name));
    const unused = defined.filter((name) => !offered.has(name));
    return unused.length === 0
      ? []
      : [{ path: ['tool_choice'], ...say('allowedToolsLeaveOut', { names: unused.join(', ') }) }];
  },
};
