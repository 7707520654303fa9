// The payload doctor's rule table: every rule it runs, in the order findings are listed.
import type { DoctorRule } from '../types';
import {
  deprecatedFunctionRole,
  missingToolCallId,
  missingToolResults,
  toolResultNotString,
  toolResultWithoutAssistant,
  unknownToolCallId,
} from './chat-tool-results';
import { contextNearlyFull, duplicateSystemPrompt, mediaResent } from './context-size';
import {
  callOfToolNotOffered,
  messageWhileRunActive,
  toolOutputNotString,
  toolOutputsMismatch,
} from './assistants-runs';
import { assistantsV1Payload } from './assistants-v1';
import { emptyCallId, inputTextInAssistant, toolRoleItem } from './responses-input';
import { chatToolsOnResponses, reasoningDropped, storeFalseReferences } from './responses-state';
import { approvalUnknownId, mcpErrorHidden } from './mcp';
import { mcpIsErrorDropped, mcpSchemaNotStrict } from './mcp-tools';
import { mcpRequestWithoutVersion, mcpRetryDropsAnswer, mcpServerDemandsSession } from './mcp-wire';
import { customOutputAsFunction, programCallWithoutCaller } from './responses-programs';
import {
  patchOutputWithoutStatus,
  shellOutputAsString,
  workspaceCallWithoutOutput,
  workspaceOutputAsFunction,
} from './responses-workspace';
import { callOutputNotString, missingCallOutputs, unknownCallId } from './responses-tool-results';
import { localShellCallWithoutOutput, localShellOutputUnknownCall } from './responses-local-shell';
import { argumentsNotString } from './tool-call-arguments';
import { argumentsAgainstSchema, argumentsMalformed } from './tool-call-schema';
import { strictSchemaViolation, toolNeverOffered, toolOfferedUndefined } from './tool-definitions';
import { deferredCallNotLoaded, deferredWithoutToolSearch } from './tool-search';
import { alternatingTools, pollingUnchanged, repeatedToolCall } from '../loops/loop-rules';
import { repeatedToolFailure, stepBudgetExceeded } from '../loops/run-rules';

export const DOCTOR_RULES: readonly DoctorRule[] = [
  toolResultWithoutAssistant,
  unknownToolCallId,
  missingToolCallId,
  deprecatedFunctionRole,
  missingToolResults,
  toolResultNotString,
  argumentsNotString,
  argumentsMalformed,
  argumentsAgainstSchema,
  unknownCallId,
  missingCallOutputs,
  callOutputNotString,
  approvalUnknownId,
  mcpErrorHidden,
  mcpRequestWithoutVersion,
  mcpServerDemandsSession,
  mcpRetryDropsAnswer,
  mcpIsErrorDropped,
  mcpSchemaNotStrict,
  customOutputAsFunction,
  programCallWithoutCaller,
  workspaceOutputAsFunction,
  workspaceCallWithoutOutput,
  localShellOutputUnknownCall,
  localShellCallWithoutOutput,
  patchOutputWithoutStatus,
  shellOutputAsString,
  toolRoleItem,
  inputTextInAssistant,
  emptyCallId,
  reasoningDropped,
  storeFalseReferences,
  chatToolsOnResponses,
  deferredWithoutToolSearch,
  deferredCallNotLoaded,
  assistantsV1Payload,
  toolOutputsMismatch,
  toolOutputNotString,
  callOfToolNotOffered,
  messageWhileRunActive,
  strictSchemaViolation,
  toolOfferedUndefined,
  toolNeverOffered,
  duplicateSystemPrompt,
  contextNearlyFull,
  mediaResent,
  repeatedToolCall,
  alternatingTools,
  pollingUnchanged,
  repeatedToolFailure,
  stepBudgetExceeded,
];
