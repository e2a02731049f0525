import { formatFormDate } from '@zapisy/core';
import { type ChangeEvent, type FocusEvent, useEffect, useMemo, useRef, useState } from 'react';
import { FIELD_MESSAGES } from '../kinds/messages.js';
import { calendarDayOf } from './calendar-days.js';
import { CalendarDialog } from './calendar-dialog.js';
import { DATE_MESSAGES as M } from './date-messages.js';
import {
  type DateTypingLayout,
  dateTypingLayout,
  maskTypedDate,
  readTypedDate,
  type TypedDate,
  typingHint,
} from './date-typing.js';
import { describedBy, FieldFrame } from './field-frame.js';
import type { CellRendererProps, FieldBinding } from './types.js';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayOrNull(value: unknown): string | null {
  return calendarDayOf(value) ? (value as string) : null;
}

/** Today in Poland (the organizers' zone), 'yyyy-MM-dd'. */
function todayInPoland(): string {
  return formatFormDate(new Date(), 'yyyy-MM-dd');
}

/** The value a typed text stands for: its day, nothing when empty, else the text as typed (which the kind refuses). */
function submittedValue(typed: TypedDate, text: string): unknown {
  if (typed.kind === 'empty') return undefined;
  return typed.kind === 'date' ? typed.iso : text;
}

/** What is wrong with the typed text, more precisely than the kind's 'Podaj poprawną datę.'. */
function problemOf(typed: TypedDate, text: string, layout: DateTypingLayout): string | null {
  const hint = typingHint(layout);
  if (typed.kind === 'unreadable') return M.format(hint);
  if (typed.kind === 'impossible') return M.impossible(text.trim(), hint);
  return null;
}

/**
 * DatePicker: a text input showing and accepting the field's dateFormat (spec §3: "Fields may have dateFormat
 * (default dd/MM/yyyy)") with lenient typing (separators written for you, '1.2.2026' becomes '01/02/2026' on
 * leaving), and a Polish month calendar in a dialog. The value is 'yyyy-MM-dd'; text that is no date is passed on
 * as typed so the form refuses it (with the message here); the kind checks the optional min/max of the cell data.
 */
export function DatePickerRenderer({ field }: CellRendererProps) {
  if (!field) return null;
  return <DatePickerField field={field} />;
}

function DatePickerField({ field }: { field: FieldBinding }) {
  const d = field.definition;
  const layout = useMemo(() => dateTypingLayout(d.dateFormat), [d.dateFormat]);
  const min = dayOrNull(d.min);
  const max = dayOrNull(d.max);
  const value = dayOrNull(field.value);
  const today = todayInPoland();
  const textOf = (day: string) => formatFormDate(day, layout.pattern);

  const [draft, setDraft] = useState(() =>
    value ? textOf(value) : typeof field.value === 'string' ? field.value : '',
  );
  const [left, setLeft] = useState(false);
  const [open, setOpen] = useState(false);
  // The last value sent up: a different value arriving (prefill, reset) replaces the text.
  const sent = useRef<unknown>(field.value);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (field.value === sent.current) return;
    sent.current = field.value;
    const day = dayOrNull(field.value);
    setDraft(day ? formatFormDate(day, layout.pattern) : typeof field.value === 'string' ? field.value : '');
  }, [field.value, layout.pattern]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      const wrapper = wrapperRef.current;
      if (wrapper && !event.composedPath().includes(wrapper)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const shown = value ? { text: textOf(value), iso: value } : undefined;
  const typed = readTypedDate(draft, layout, today, shown);

  const send = (next: unknown) => {
    if (next === sent.current) return;
    sent.current = next;
    field.onChange(next);
  };

  const onType = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    let text = input.value;
    const typingAtEnd = input.selectionStart === null || input.selectionStart === text.length;
    if (ISO_DAY.test(text.trim()) && layout.parts[0] !== 'year' && calendarDayOf(text.trim())) {
      text = textOf(text.trim());
    } else if (typingAtEnd && text.length > draft.length) {
      text = maskTypedDate(text, layout);
    }
    setDraft(text);
    send(submittedValue(readTypedDate(text, layout, today, shown), text));
  };

  const choose = (day: string) => {
    setDraft(textOf(day));
    send(day);
    setOpen(false);
    buttonRef.current?.focus();
  };

  // Leaving the input: the typed day written out in the format ('1.2.2026' → '01/02/2026').
  const onInputBlur = () => {
    if (typed.kind === 'date') setDraft(textOf(typed.iso));
  };

  // Leaving the field (not for its own calendar button or dialog): validated from now on.
  const onLeave = (event: FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget as Node | null;
    if (to && wrapperRef.current?.contains(to)) return;
    setLeft(true);
    setOpen(false);
    field.onBlur();
  };

  const problem = problemOf(typed, draft, layout);
  const errors =
    problem && (left || field.errors.length > 0)
      ? [problem, ...field.errors.filter((error) => error !== FIELD_MESSAGES.date && error !== problem)]
      : field.errors;
  const shownField: FieldBinding = errors === field.errors ? field : { ...field, errors };
  const formatId = `${field.inputId}-format`;
  const dialogId = `${field.inputId}-calendar`;
  const described = describedBy(shownField);
  const start = value ?? (typed.kind === 'date' ? typed.iso : today);

  return (
    <FieldFrame field={shownField}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: focusout of the input and its calendar together */}
      <div className="zapisy-date-control" ref={wrapperRef} onBlur={onLeave}>
        <input
          className="zapisy-input zapisy-date"
          id={field.inputId}
          name={d.field_name}
          type="text"
          inputMode={layout.numeric ? 'numeric' : 'text'}
          autoComplete="off"
          placeholder={
            typeof d.placeholder === 'string' && d.placeholder !== '' ? d.placeholder : typingHint(layout)
          }
          value={draft}
          required={field.required}
          onChange={onType}
          onBlur={onInputBlur}
          {...described}
          aria-describedby={[described['aria-describedby'], formatId].filter(Boolean).join(' ')}
        />
        <button
          ref={buttonRef}
          type="button"
          className="zapisy-date-button"
          aria-label={M.openCalendar}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? dialogId : undefined}
          onClick={() => setOpen((was) => !was)}
        >
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
            <path
              fill="currentColor"
              d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Zm2 4h3v3H7v-3Z"
            />
          </svg>
        </button>
        {open ? (
          <CalendarDialog
            id={dialogId}
            selected={value}
            start={start}
            today={today}
            min={min}
            max={max}
            onSelect={choose}
            onClose={() => {
              setOpen(false);
              buttonRef.current?.focus();
            }}
          />
        ) : null}
      </div>
      <span className="zapisy-visually-hidden" id={formatId}>
        {`Format daty: ${typingHint(layout)}`}
      </span>
    </FieldFrame>
  );
}
