// Tells the store's echo of what the editor typed apart from a value set from outside (a fix applied, a reset).

/**
 * The editor owns the text while the user types; the store hears of each change a moment later (React renders the update
 * in a later task). A value that comes back from the store is one of three things: the echo of the latest text (nothing
 * to do), the echo of an older text while newer keys are already in the editor (must not be written back: that undid
 * keys and moved the cursor), or a new value from outside that the editor must take.
 */
export class ValueEchoes {
  /** Texts the editor reported that the store has not echoed yet, oldest first. */
  private unechoed: string[] = [];

  /** The editor reported this text to the store. */
  reported(text: string): void {
    this.unechoed.push(text);
  }

  /** Whether `value` from the store must be written into an editor that holds `current`. */
  mustWrite(value: string, current: string): boolean {
    const echoed = this.unechoed.lastIndexOf(value);
    if (echoed >= 0) {
      // Texts reported before this echo will not come back on their own any more (the store batched them away).
      this.unechoed.splice(0, echoed + 1);
      return false;
    }
    this.unechoed = [];
    return value !== current;
  }
}
