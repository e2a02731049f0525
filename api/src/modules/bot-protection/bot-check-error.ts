import { BOT_CHECK_FAILED_CODE, type BotRefusalReason } from '@zapisy/core';
import { HttpError } from '../../http/errors.js';

/**
 * 400 in the spec's validation contract (the client shows the message and the list and keeps the form):
 * `code` BOT_CHECK_FAILED, `reason` the contract's refusal reason, the Polish message as the only item.
 */
export class BotCheckFailedError extends HttpError {
  readonly reason: BotRefusalReason;
  constructor(reason: BotRefusalReason, message: string) {
    super(400, BOT_CHECK_FAILED_CODE, message, [message]);
    this.reason = reason;
  }
}
