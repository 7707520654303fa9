// The seed scenarios: session configurations built from the engine's types and the built-in mock tools.
export {
  SCENARIOS,
  defaultSessionConfig,
  scenarioConfig,
  seed001Config,
  type SeedScenario,
  type ScenarioId,
} from './catalog';
