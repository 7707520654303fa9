// Assistants mode's own views: the run-status diagram and the retirement note with its way to Responses.
export { AssistantsBar } from './AssistantsBar';
