import type { DeliveryStatusResult, MessageDeliveryStatus } from '../plugins/message-delivery.js';
import { ContractDouble } from './contract-double.js';

export type MessageChannelMethod = 'send' | 'getDeliveryStatus';

/**
 * What the e-mail and SMS doubles share: a send is taken once per `messageId` (a repeat answers the first
 * result, as the contracts ask of an idempotent channel), and every message is reported 'delivered' unless
 * `setDeliveryStatus` says otherwise.
 */
export abstract class MessageChannelDouble<
  Input extends { messageId: string },
  Result,
> extends ContractDouble<MessageChannelMethod> {
  readonly #taken = new Map<string, { input: Input; result: Result }>();
  #delivery: DeliveryStatusResult = { status: 'delivered' };

  setDeliveryStatus(status: MessageDeliveryStatus, reason?: string): this {
    this.#delivery = reason === undefined ? { status } : { status, reason };
    return this;
  }

  override reset(): void {
    super.reset();
    this.#taken.clear();
    this.#delivery = { status: 'delivered' };
  }

  /** The inputs taken, oldest first. */
  protected takenInputs(): Input[] {
    return [...this.#taken.values()].map((entry) => entry.input);
  }

  protected takenResult(messageId: string): Result | undefined {
    return this.#taken.get(messageId)?.result;
  }

  protected get delivery(): DeliveryStatusResult {
    return this.#delivery;
  }

  /** Records the call; a repeated `messageId` gets the first result, anything else is taken by `take`. */
  protected sendOnce(input: Input, take: () => Result): Result {
    this.record('send', input);
    const known = this.#taken.get(input.messageId);
    if (known) return known.result;
    const result = take();
    this.#taken.set(input.messageId, { input, result });
    return result;
  }
}
