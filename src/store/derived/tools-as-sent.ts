// The configured tools as the session's API style puts them in `tools`: Chat's nested `function` objects, Responses' flat tools.
import { toChatTool } from '../../engine/drivers/chat';
import { responsesTools } from '../../engine/drivers/responses';
import { mistakenTools } from '../../engine/drivers/responses-mistakes';
import type { SessionConfig } from '../../engine/types';

/** Exactly the `tools` array the next request carries (a classic-mistake session included). */
export function toolsAsSent(config: SessionConfig): unknown[] {
  if (config.apiStyle !== 'responses') return config.tools.map(toChatTool);
  return mistakenTools(config) ?? responsesTools(config.tools);
}
