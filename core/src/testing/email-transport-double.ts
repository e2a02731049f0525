import type {
  EmailTransport,
  EmailTransportCapabilities,
  SendEmailInput,
  SendEmailResult,
} from '../plugins/email-transport.js';
import type { IntegrationContext } from '../plugins/integration-context.js';
import type {
  DeliveryStatusResult,
  MessageDeliveryStatus,
  MessageReference,
} from '../plugins/message-delivery.js';
import { ContractDouble } from './contract-double.js';

type EmailMethod = 'send' | 'getDeliveryStatus';

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
export class EmailTransportDouble extends ContractDouble<EmailMethod> implements EmailTransport {
  readonly id: string;
  readonly label = 'Poczta testowa';
  readonly capabilities: EmailTransportCapabilities;
  readonly #sent = new Map<string, { input: SendEmailInput; result: SendEmailResult }>();
  readonly #rejectedAddresses = new Map<string, string>();
  #delivery: DeliveryStatusResult = { status: 'delivered' };

  constructor(options: EmailTransportDoubleOptions = {}) {
    super('mail');
    this.id = options.id ?? 'test-mail';
    this.capabilities = { deliveryStatus: true, maxMessageBytes: 10 * 1024 * 1024, ...options.capabilities };
  }

  /** The messages the service took, oldest first. */
  get sent(): readonly SendEmailInput[] {
    return [...this.#sent.values()].map((entry) => entry.input);
  }

  rejectRecipient(address: string, reason = 'Skrzynka odbiorcy nie istnieje.'): this {
    this.#rejectedAddresses.set(address.toLowerCase(), reason);
    return this;
  }

  setDeliveryStatus(status: MessageDeliveryStatus, reason?: string): this {
    this.#delivery = reason === undefined ? { status } : { status, reason };
    return this;
  }

  override reset(): void {
    super.reset();
    this.#sent.clear();
    this.#rejectedAddresses.clear();
    this.#delivery = { status: 'delivered' };
  }

  async send(input: SendEmailInput, _context?: IntegrationContext): Promise<SendEmailResult> {
    this.record('send', input);
    const known = this.#sent.get(input.messageId);
    if (known) return known.result;
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
    const result: SendEmailResult = {
      externalId: `<${input.messageId}@zapisy.test>`,
      status: 'sent',
      rejected,
    };
    this.#sent.set(input.messageId, { input, result });
    return result;
  }

  async getDeliveryStatus(
    input: MessageReference,
    _context?: IntegrationContext,
  ): Promise<DeliveryStatusResult> {
    this.record('getDeliveryStatus', input);
    const known = this.#sent.get(input.messageId);
    if (!known || known.result.externalId !== input.externalId) {
      throw this.refuse('Serwer poczty nie zna tej wiadomości.', { externalId: input.externalId });
    }
    return this.#delivery;
  }
}

/** Bodies as characters (close enough for a size limit) plus attachment bytes. */
function sizeOf(input: SendEmailInput): number {
  const body = (input.html?.length ?? 0) + (input.text?.length ?? 0) + input.subject.length;
  return body + (input.attachments ?? []).reduce((sum, a) => sum + a.content.byteLength, 0);
}
