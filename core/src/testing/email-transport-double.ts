import type {
  EmailTransport,
  EmailTransportCapabilities,
  SendEmailInput,
  SendEmailResult,
} from '../plugins/email-transport.js';
import type { IntegrationContext } from '../plugins/integration-context.js';
import type { DeliveryStatusResult, MessageReference } from '../plugins/message-delivery.js';
import { MessageChannelDouble } from './message-channel-double.js';

export interface EmailTransportDoubleOptions {
  id?: string;
  capabilities?: Partial<EmailTransportCapabilities>;
}

/**
 * A mail service in memory that keeps what it took (`sent`): it refuses a message without a recipient or
 * a body, or bigger than `maxMessageBytes`; refuses the addresses given to `rejectRecipient` while taking
 * the rest; answers a repeated `messageId` with the first result; and reports every message 'delivered'
 * unless `setDeliveryStatus` says otherwise.
 */
export class EmailTransportDouble
  extends MessageChannelDouble<SendEmailInput, SendEmailResult>
  implements EmailTransport
{
  readonly id: string;
  readonly label = 'Poczta testowa';
  readonly capabilities: EmailTransportCapabilities;
  readonly #rejectedAddresses = new Map<string, string>();

  constructor(options: EmailTransportDoubleOptions = {}) {
    super('mail');
    this.id = options.id ?? 'test-mail';
    this.capabilities = { deliveryStatus: true, maxMessageBytes: 10 * 1024 * 1024, ...options.capabilities };
  }

  /** The messages the service took, oldest first. */
  get sent(): readonly SendEmailInput[] {
    return this.takenInputs();
  }

  rejectRecipient(address: string, reason = 'Skrzynka odbiorcy nie istnieje.'): this {
    this.#rejectedAddresses.set(address.toLowerCase(), reason);
    return this;
  }

  override reset(): void {
    super.reset();
    this.#rejectedAddresses.clear();
  }

  async send(input: SendEmailInput, _context?: IntegrationContext): Promise<SendEmailResult> {
    return this.sendOnce(input, () => this.#take(input));
  }

  #take(input: SendEmailInput): SendEmailResult {
    const recipients = [...input.to, ...(input.cc ?? []), ...(input.bcc ?? [])];
    if (recipients.length === 0) throw this.refuse('Wiadomość nie ma odbiorcy.');
    if (!input.html && !input.text) throw this.refuse('Wiadomość nie ma treści.');
    if (sizeOf(input) > this.capabilities.maxMessageBytes) {
      throw this.refuse('Wiadomość z załącznikami jest za duża dla serwera poczty.', {
        bytes: sizeOf(input),
      });
    }
    const rejected = recipients.flatMap(({ address }) => {
      const reason = this.#rejectedAddresses.get(address.toLowerCase());
      return reason === undefined ? [] : [{ address, reason }];
    });
    if (rejected.length === recipients.length)
      throw this.refuse('Serwer poczty odrzucił wszystkich odbiorców.');
    return { externalId: `<${input.messageId}@zapisy.test>`, status: 'sent', rejected };
  }

  async getDeliveryStatus(
    input: MessageReference,
    _context?: IntegrationContext,
  ): Promise<DeliveryStatusResult> {
    this.record('getDeliveryStatus', input);
    if (this.takenResult(input.messageId)?.externalId !== input.externalId) {
      throw this.refuse('Serwer poczty nie zna tej wiadomości.', { externalId: input.externalId });
    }
    return this.delivery;
  }
}

/** Bodies as characters (close enough for a size limit) plus attachment bytes. */
function sizeOf(input: SendEmailInput): number {
  const body = (input.html?.length ?? 0) + (input.text?.length ?? 0) + input.subject.length;
  return body + (input.attachments ?? []).reduce((sum, a) => sum + a.content.byteLength, 0);
}
