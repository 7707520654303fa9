// Compare two branches or sessions side by side.
export { CompareDialog } from './CompareDialog';
export { CompareStep } from './CompareStep';
export { StepModelsDialog } from './StepModelsDialog';
