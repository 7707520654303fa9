// The tool editor feature: the tools list and the per-tool schema/implementation dialog with a sandboxed try-it box.
export { ToolsSection } from './ToolsSection';
