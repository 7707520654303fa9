// The branch switcher: forks made by edits and replays, as a tree the user can move through.
export { BranchSwitcher } from './BranchSwitcher';
