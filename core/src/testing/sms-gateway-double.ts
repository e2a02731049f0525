import type { Grosze } from '../money/money.js';
import type { IntegrationContext } from '../plugins/integration-context.js';
import type {
  DeliveryStatusResult,
  MessageDeliveryStatus,
  MessageReference,
} from '../plugins/message-delivery.js';
import type {
  SendSmsInput,
  SendSmsResult,
  SmsDeliveryStatusResult,
  SmsGateway,
  SmsGatewayCapabilities,
  SmsMessageResult,
} from '../plugins/sms-gateway.js';
import { smsSegments } from '../text/sms-segments.js';
import { ContractDouble } from './contract-double.js';

type SmsMethod = 'send' | 'getDeliveryStatus';

const MSISDN = /^\d{9,15}$/;

export interface SmsGatewayDoubleOptions {
  id?: string;
  /** What one part costs (default 16 grosze, a Polish PRO SMS). */
  costPerSegment?: Grosze;
  capabilities?: Partial<SmsGatewayCapabilities>;
}

/**
 * An SMS gateway in memory: it counts parts with core's `smsSegments` (GSM-7 or UCS-2) and charges
 * `costPerSegment` for each, refuses a number that is not 9–15 digits (status 'rejected', Polish reason)
 * while sending to the rest, refuses the whole request when it is empty or longer than `maxSegments`,
 * answers a repeated `messageId` with the first result, sends nothing in `test` mode, and reports every
 * SMS 'delivered' unless `setDeliveryStatus` says otherwise.
 */
export class SmsGatewayDouble extends ContractDouble<SmsMethod> implements SmsGateway {
  readonly id: string;
  readonly label = 'Bramka SMS (test)';
  readonly capabilities: SmsGatewayCapabilities;
  readonly #costPerSegment: Grosze;
  readonly #sent = new Map<string, { input: SendSmsInput; result: SendSmsResult }>();
  readonly #byExternalId = new Map<string, SmsMessageResult>();
  #delivery: DeliveryStatusResult = { status: 'delivered' };

  constructor(options: SmsGatewayDoubleOptions = {}) {
    super('sms');
    this.id = options.id ?? 'test-sms';
    this.#costPerSegment = options.costPerSegment ?? 16;
    this.capabilities = { senderNames: true, testMode: true, scheduling: true, ...options.capabilities };
  }

  /** The requests the gateway sent (test requests excluded), oldest first. */
  get sent(): readonly SendSmsInput[] {
    return [...this.#sent.values()].map((entry) => entry.input).filter((input) => !input.test);
  }

  setDeliveryStatus(status: MessageDeliveryStatus, reason?: string): this {
    this.#delivery = reason === undefined ? { status } : { status, reason };
    return this;
  }

  override reset(): void {
    super.reset();
    this.#sent.clear();
    this.#byExternalId.clear();
    this.#delivery = { status: 'delivered' };
  }

  async send(input: SendSmsInput, _context?: IntegrationContext): Promise<SendSmsResult> {
    this.record('send', input);
    const known = this.#sent.get(input.messageId);
    if (known) return known.result;
    if (input.text.length === 0) throw this.refuse('Treść SMS jest pusta.');
    if (input.to.length === 0) throw this.refuse('SMS nie ma odbiorcy.');
    const { segments, encoding } = smsSegments(input.text);
    if (input.maxSegments !== undefined && segments > input.maxSegments) {
      throw this.refuse(`Wiadomość ma ${segments} części SMS, a dozwolone jest ${input.maxSegments}.`);
    }
    const messages = input.to.map((to, index): SmsMessageResult => {
      if (!MSISDN.test(to)) {
        return { to, status: 'rejected', segments: 0, reason: 'Nieprawidłowy numer telefonu.' };
      }
      const cost = segments * this.#costPerSegment;
      if (input.test) return { to, status: 'queued', segments, encoding, cost };
      const externalId = `${input.messageId}-${index + 1}`;
      const message: SmsMessageResult = { to, externalId, status: 'queued', segments, encoding, cost };
      this.#byExternalId.set(externalId, message);
      return message;
    });
    const result: SendSmsResult = { messages };
    this.#sent.set(input.messageId, { input, result });
    return result;
  }

  async getDeliveryStatus(
    input: MessageReference,
    _context?: IntegrationContext,
  ): Promise<SmsDeliveryStatusResult> {
    this.record('getDeliveryStatus', input);
    const message = this.#byExternalId.get(input.externalId);
    if (!message) throw this.refuse('Bramka SMS nie zna tej wiadomości.', { externalId: input.externalId });
    const { segments, cost } = message;
    return cost === undefined ? { ...this.#delivery, segments } : { ...this.#delivery, segments, cost };
  }
}
