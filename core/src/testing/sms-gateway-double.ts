import type { Grosze } from '../money/money.js';
import type { IntegrationContext } from '../plugins/integration-context.js';
import type { MessageReference } from '../plugins/message-delivery.js';
import type {
  SendSmsInput,
  SendSmsResult,
  SmsDeliveryStatusResult,
  SmsGateway,
  SmsGatewayCapabilities,
  SmsMessageResult,
} from '../plugins/sms-gateway.js';
import { smsSegments } from '../text/sms-segments.js';
import { MessageChannelDouble } from './message-channel-double.js';

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
export class SmsGatewayDouble
  extends MessageChannelDouble<SendSmsInput, SendSmsResult>
  implements SmsGateway
{
  readonly id: string;
  readonly label = 'Bramka SMS (test)';
  readonly capabilities: SmsGatewayCapabilities;
  readonly #costPerSegment: Grosze;
  readonly #byExternalId = new Map<string, SmsMessageResult>();

  constructor(options: SmsGatewayDoubleOptions = {}) {
    super('sms');
    this.id = options.id ?? 'test-sms';
    this.#costPerSegment = options.costPerSegment ?? 16;
    this.capabilities = { senderNames: true, testMode: true, scheduling: true, ...options.capabilities };
  }

  /** The requests the gateway sent (test requests excluded), oldest first. */
  get sent(): readonly SendSmsInput[] {
    return this.takenInputs().filter((input) => !input.test);
  }

  override reset(): void {
    super.reset();
    this.#byExternalId.clear();
  }

  async send(input: SendSmsInput, _context?: IntegrationContext): Promise<SendSmsResult> {
    return this.sendOnce(input, () => this.#take(input));
  }

  #take(input: SendSmsInput): SendSmsResult {
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
    return { messages };
  }

  async getDeliveryStatus(
    input: MessageReference,
    _context?: IntegrationContext,
  ): Promise<SmsDeliveryStatusResult> {
    this.record('getDeliveryStatus', input);
    const message = this.#byExternalId.get(input.externalId);
    if (!message) throw this.refuse('Bramka SMS nie zna tej wiadomości.', { externalId: input.externalId });
    const { segments, cost } = message;
    return cost === undefined ? { ...this.delivery, segments } : { ...this.delivery, segments, cost };
  }
}
