// The configured tools as the session's API style puts them in `tools`: Chat's nested `function` objects, Responses' flat tools.
// Each style's shape is its engine style entry's (engine/styles.ts).
export { toolsAsSent } from '@loopscope/engine/styles';
