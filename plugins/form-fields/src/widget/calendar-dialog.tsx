import { formatFormDate } from '@zapisy/core';
import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import {
  addDays,
  addMonths,
  clampDay,
  endOfWeek,
  firstOfMonth,
  monthWeeks,
  startOfWeek,
} from './calendar-days.js';
import { DATE_MESSAGES as M, WEEKDAYS } from './date-messages.js';

export interface CalendarDialogProps {
  readonly id: string;
  /** The chosen day ('yyyy-MM-dd'), marked in the grid. */
  readonly selected: string | null;
  /** The day the grid opens on (the chosen or typed day, else today). */
  readonly start: string;
  readonly today: string;
  readonly min: string | null;
  readonly max: string | null;
  onSelect(day: string): void;
  /** Escape or the close button: nothing chosen. */
  onClose(): void;
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Keys of the WAI-ARIA date picker dialog's grid and the day each one moves to. */
function movedDay(event: KeyboardEvent, day: string): string | null {
  switch (event.key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return startOfWeek(day);
    case 'End':
      return endOfWeek(day);
    case 'PageUp':
      return addMonths(day, event.shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(day, event.shiftKey ? 12 : 1);
    default:
      return null;
  }
}

function focusables(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>('button:not([disabled]), [tabindex="0"]')];
}

/**
 * A month grid in Polish (weeks from Monday) as a modal dialog, after the WAI-ARIA date picker dialog pattern:
 * arrows move by day and week, PageUp/PageDown by month (with Shift by year), Home/End to the week's ends,
 * Enter or Space chooses, Escape closes; Tab stays inside the dialog. Days outside [min, max] cannot be chosen.
 */
export function CalendarDialog({
  id,
  selected,
  start,
  today,
  min,
  max,
  onSelect,
  onClose,
}: CalendarDialogProps) {
  const [focused, setFocused] = useState(() => clampDay(start, min, max));
  const dialogRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  // The focused day takes DOM focus on opening and after keyboard moves, not after the month buttons.
  const focusDay = useRef(true);
  const headingId = `${id}-heading`;
  const helpId = `${id}-help`;

  useLayoutEffect(() => {
    if (!focusDay.current) return;
    focusDay.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  // Kept on screen when the field sits near the right edge (a narrow phone, the last of four columns).
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || typeof window === 'undefined') return;
    const overflow =
      dialog.getBoundingClientRect().right - (document.documentElement.clientWidth || window.innerWidth);
    if (overflow > 0) dialog.style.left = `${-Math.ceil(overflow + 8)}px`;
  }, []);

  const outOfRange = (day: string) => Boolean((min && day < min) || (max && day > max));
  const choose = (day: string) => {
    if (!outOfRange(day)) onSelect(day);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(focused);
      return;
    }
    const next = movedDay(event, focused);
    if (!next) return;
    event.preventDefault();
    focusDay.current = true;
    setFocused(next);
  };

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    const dialog = dialogRef.current;
    if (event.key !== 'Tab' || !dialog) return;
    const items = focusables(dialog);
    const root = dialog.getRootNode() as Document | ShadowRoot;
    const index = items.indexOf(root.activeElement as HTMLElement);
    const next = event.shiftKey
      ? index <= 0
        ? items[items.length - 1]
        : items[index - 1]
      : index === items.length - 1
        ? items[0]
        : items[index + 1];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  const month = focused.slice(0, 7);
  const title = capitalized(formatFormDate(firstOfMonth(focused), 'LLLL yyyy'));
  const moveMonth = (months: number) => setFocused(addMonths(focused, months));

  return (
    <div
      ref={dialogRef}
      id={id}
      className="zapisy-calendar"
      role="dialog"
      aria-modal="true"
      aria-labelledby={headingId}
      aria-describedby={helpId}
      onKeyDown={onDialogKeyDown}
    >
      <div className="zapisy-calendar-header">
        <button
          type="button"
          className="zapisy-calendar-nav"
          aria-label={M.previousYear}
          onClick={() => moveMonth(-12)}
        >
          «
        </button>
        <button
          type="button"
          className="zapisy-calendar-nav"
          aria-label={M.previousMonth}
          onClick={() => moveMonth(-1)}
        >
          ‹
        </button>
        <h2 id={headingId} className="zapisy-calendar-title" aria-live="polite">
          {title}
        </h2>
        <button
          type="button"
          className="zapisy-calendar-nav"
          aria-label={M.nextMonth}
          onClick={() => moveMonth(1)}
        >
          ›
        </button>
        <button
          type="button"
          className="zapisy-calendar-nav"
          aria-label={M.nextYear}
          onClick={() => moveMonth(12)}
        >
          »
        </button>
      </div>
      <table
        ref={gridRef}
        className="zapisy-calendar-grid"
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date picker dialog's grid is a table
        role="grid"
        aria-labelledby={headingId}
        onKeyDown={onGridKeyDown}
      >
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday.short} scope="col" abbr={weekday.name}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focused).map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                if (day.slice(0, 7) !== month) return <td key={day} className="zapisy-calendar-blank" />;
                const disabled = outOfRange(day);
                const classes = ['zapisy-calendar-day'];
                if (day === selected) classes.push('zapisy-calendar-selected');
                if (day === today) classes.push('zapisy-calendar-today');
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the grid's onKeyDown handles Enter and Space
                  <td
                    key={day}
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a day of the date picker's grid
                    role="gridcell"
                    data-date={day}
                    className={classes.join(' ')}
                    tabIndex={day === focused ? 0 : -1}
                    aria-selected={day === selected}
                    aria-current={day === today ? 'date' : undefined}
                    aria-disabled={disabled || undefined}
                    aria-label={formatFormDate(day, 'EEEE, d MMMM yyyy')}
                    onClick={() => {
                      setFocused(day);
                      choose(day);
                    }}
                  >
                    {Number(day.slice(8))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="zapisy-calendar-footer">
        <p id={helpId} className="zapisy-calendar-help">
          {M.keyboardHelp}
        </p>
        <button type="button" className="zapisy-link-button" onClick={onClose}>
          {M.close}
        </button>
      </div>
    </div>
  );
}
