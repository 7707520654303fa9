// The `loopscope` command's exit codes, one table for every subcommand (docs/cli.md and docs/loop-tests.md quote them).

/** 0 done, 1 a failure while running (the port is taken, no server answered), 2 a usage error. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/**
 * `loopscope test`: 0 every case passed; 1 a case failed (an expectation did not hold, the command exited non-zero, a
 * request missed the cassette); 2 the tests could not run (a file that does not read, a cassette that cannot be
 * loaded, a command that cannot be started, a usage error).
 */
export const TEST_EXIT = { passed: 0, failed: 1, error: 2 } as const;
