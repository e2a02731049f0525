/**
 * Saturation of this process (issue 5: "When the system is saturated it may answer 202 with the registration
 * id"): counts registrations from the moment they arrive until they are processed; one that arrives while
 * `limit` others are in flight is accepted (its record written) and finished in the background. Background
 * work is tracked so the server waits for it when it closes.
 */
export const DEFAULT_MAX_REGISTRATIONS_IN_FLIGHT = 200;

export interface InFlightTicket {
  /** `limit` or more registrations were in flight when this one arrived. */
  readonly saturated: boolean;
  /** Ends this registration's count (once; later calls do nothing). */
  done(): void;
}

export class RegistrationsInFlight {
  private count = 0;
  private readonly background = new Set<Promise<unknown>>();

  constructor(readonly limit: number = DEFAULT_MAX_REGISTRATIONS_IN_FLIGHT) {}

  get inFlight(): number {
    return this.count;
  }

  /** Counts an arriving registration. */
  arrive(): InFlightTicket {
    const saturated = this.count >= this.limit;
    this.count += 1;
    let open = true;
    return {
      saturated,
      done: () => {
        if (open) this.count -= 1;
        open = false;
      },
    };
  }

  /** Finishes a registration in the background, then ends its count; `onError` hears about a failure. */
  finishInBackground(
    ticket: InFlightTicket,
    work: () => Promise<unknown>,
    onError: (error: unknown) => void,
  ) {
    const running = work()
      .catch(onError)
      .finally(() => ticket.done());
    this.background.add(running);
    void running.finally(() => this.background.delete(running));
  }

  /** Resolves when every background registration has finished. */
  async drain(): Promise<void> {
    while (this.background.size > 0) await Promise.allSettled([...this.background]);
  }
}
