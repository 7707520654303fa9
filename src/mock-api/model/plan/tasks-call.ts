// The fields of a planned call that the several-task readings (tasks-*.ts) read and mend, without importing the planner.

/** A planned call as the tasks-* readings see it: PlannedCall (plan-calls.ts) has these fields and more. */
export interface TaskCall {
  name: string;
  arguments: Record<string, unknown>;
  reason: string;
  item: string;
  /** The part of the request this call answers; a NUL may end its clause. */
  part: string;
  missing: string[];
  guessed?: readonly string[];
  said?: Readonly<Record<string, string>>;
}
