import { ValidationError } from '../errors/index.js';
import type { Participant } from './participant.js';
import { isParticipantStatus } from './participant-status.js';

// Shared checks of the module's inputs; every message is Polish and names the offending field.

export function assertParticipant(value: unknown): asserts value is Participant {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ValidationError('Uczestnik musi być obiektem');
  }
  const status = (value as { status?: unknown }).status;
  if (!isParticipantStatus(status)) {
    throw new ValidationError(`Nieznany status uczestnika: ${String(status)}`);
  }
}

export function assertGroszeField(value: unknown, field: string): asserts value is number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new ValidationError(`Pole ${field} musi być kwotą w groszach (liczbą całkowitą)`);
  }
}

export function assertCount(value: unknown, field: string): asserts value is number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new ValidationError(`Pole ${field} musi być nieujemną liczbą całkowitą`);
  }
}

export function assertValidDate(value: unknown, field: string): asserts value is Date {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) {
    throw new ValidationError(`Pole ${field} musi być poprawną datą`);
  }
}
