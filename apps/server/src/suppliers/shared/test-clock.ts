/** A clock that stays where it is put: sandboxes take `now` from it in tests. */
export class TestClock {
  private ms: number;

  constructor(iso: string) {
    this.ms = Date.parse(iso);
  }

  readonly now = (): Date => new Date(this.ms);

  advanceMinutes(minutes: number): void {
    this.ms += minutes * 60_000;
  }

  advanceHours(hours: number): void {
    this.advanceMinutes(hours * 60);
  }

  /** Moves to an instant. */
  set(iso: string): void {
    this.ms = Date.parse(iso);
  }
}
