import {
  type BackgroundProcessingBody,
  BusinessError,
  ForbiddenError,
  HttpError,
  ServiceUnavailableError,
  TimeoutError,
  ValidationError,
} from '@zapisy/core';
import { SessionExpiredError } from '../api/errors.js';
import { isChunkLoadError } from '../lib/chunk-error.js';
import { backgroundCountMessage, FeedbackMessages } from './messages.js';
import type { ModalInput, ToastInput } from './toast-types.js';

/** What the client does for an error: spec §8 "Client handling". */
export interface FeedbackPlan {
  toast?: ToastInput;
  modal?: ModalInput;
  /** Go to log-in: 'accessDenied' after a forbidden response, 'sessionExpired' when the token ended. */
  login?: 'accessDenied' | 'sessionExpired';
  /** 'page': reload (502); 'clear-caches': clear local and browser caches, then reload. */
  reload?: 'page' | 'clear-caches';
  /** Ignored with a warning (404 on media paths). */
  warn?: string;
}

const MEDIA_PATH = /\/(?:url|media|file|img)\//;

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/** The spec §8 client-handling row for an error thrown by the API client (or anything else). */
export function feedbackForError(error: unknown): FeedbackPlan {
  if (error instanceof SessionExpiredError) return { login: 'sessionExpired' };
  if (error instanceof ForbiddenError) return { login: 'accessDenied' };
  if (isChunkLoadError(error) || error instanceof ServiceUnavailableError) return { reload: 'clear-caches' };
  if (error instanceof TimeoutError) {
    return {
      toast: {
        kind: 'warning',
        title: FeedbackMessages.timeoutTitle,
        message: FeedbackMessages.timeoutMessage,
        dismissible: false,
        durationMs: 6_000,
      },
    };
  }
  if (error instanceof ValidationError) {
    return {
      toast: {
        kind: 'error',
        title: FeedbackMessages.businessTitle,
        lines: error.errors.length > 0 ? error.errors : [error.message],
        dismissible: false,
        durationMs: 5_000,
      },
      modal: { title: FeedbackMessages.validationModal, message: error.message, tone: 'warning' },
    };
  }
  if (error instanceof BusinessError) {
    return {
      toast: {
        kind: 'error',
        title: FeedbackMessages.businessTitle,
        message: error.message,
        dismissible: false,
        durationMs: 5_000,
      },
    };
  }
  if (error instanceof HttpError) {
    if (error.status === 502) return { reload: 'page' };
    if (error.status === 404 && MEDIA_PATH.test(error.path)) return { warn: error.message };
    if (error.status === 500) {
      return {
        toast: { kind: 'error', title: FeedbackMessages.failure, message: error.message, durationMs: 5_000 },
        modal: {
          title: FeedbackMessages.http500Modal,
          message: error.message,
          details: error.stack,
          tone: 'danger',
        },
      };
    }
  }
  const message = messageOf(error);
  if (message) {
    return {
      modal: {
        title: FeedbackMessages.unexpectedTitle,
        message,
        hint: FeedbackMessages.contactAdmin,
        tone: 'danger',
      },
    };
  }
  return { toast: { kind: 'error', title: FeedbackMessages.failure } };
}

/** Spec §8: notice 'Przetwarzanie w tle' with the message, or the count of elements; 8 s. */
export function backgroundToast(body: BackgroundProcessingBody): ToastInput {
  return {
    kind: 'background',
    title: FeedbackMessages.background,
    message: body.message.trim() || backgroundCountMessage(body.eventCount),
  };
}

/** The log-in address of spec §2: '/glowne/zaloguj?error=accessDenied&referer=<current>'. */
export function loginUrl(referer: string | null, error?: 'accessDenied' | 'sessionExpired'): string {
  const params = new URLSearchParams();
  if (error) params.set('error', error);
  if (referer) params.set('referer', referer);
  const query = params.toString();
  return `/glowne/zaloguj${query ? `?${query}` : ''}`;
}
