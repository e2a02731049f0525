/** Public types of the form widget (shared by `mount`, the React components and Storybook). */
import type { PublicForm } from '@zapisy/core';
import type { Unmount, ZapisyTheme } from '@zapisy/widget-kit';
import type { OwnRegistration } from './own-registration-api.js';

export type { Unmount, ZapisyTheme } from '@zapisy/widget-kit';

/** Options every Zapisy widget's `mount(element, options)` receives from the embed loader or a host. */
export interface WidgetMountOptions {
  /** The project's domain name (`demo` in demo.zapisy.pl or zapisy.pl/demo). */
  project: string;
  /** Absolute API base, e.g. `https://zapisy.pl/services/api`. */
  apiBase: string;
  /** A theme object, or its JSON text (from a `data-theme` attribute). */
  theme?: ZapisyTheme | string;
  /** 'survey' renders the project's survey (hosted `/ankieta`); the registration form otherwise. */
  type?: string;
  /** A draft preview's uid (hosted `/p/{uid}`): loads `GET /forms/preview/{uid}`; submitting is disabled. */
  preview?: string;
  /**
   * The organizer's mode (admin '/admin/zapisany/nowy'): submits to `POST {apiBase}/participants/{eventId}`
   * with this session token, skips the closed card and the form-enter ping, and dispatches the
   * `zapisy:registered` CustomEvent (detail: the server's answer) on the mount element when done.
   */
  organizer?: { token: string };
  /** Prefill: `data-email`, `data-first-name`, `data-last-name`, `data-field-<field_name>` (camel-cased). */
  email?: string;
  firstName?: string;
  lastName?: string;
  /** Other `data-*` attributes of the element, camel-cased (unknown ones are ignored). */
  [option: string]: unknown;
}

export type MountFunction = (element: Element, options: WidgetMountOptions) => Unmount;

/** A noun in the forms the UI needs (mirrors @zapisy/core NounForms; every field optional here). */
export interface Noun {
  nominative?: string;
  genitive?: string;
  dative?: string;
  accusative?: string;
  instrumental?: string;
  locative?: string;
  plural?: string;
  pluralGenitive?: string;
  gender?: 'm' | 'f' | 'n' | string;
}

/** What the widget needs from `POST /project/domain`. */
export interface ProjectInfo {
  eventId?: string;
  organizationId?: string;
  active?: boolean;
  name: string;
  domainName: string;
  translationType?: string;
}

/** What the widget needs from `GET /strings/domain/{domain}`. */
export interface ProjectStrings {
  translationType?: string;
  label?: string;
  nouns: Partial<Record<string, Noun>>;
  messages?: Record<string, unknown>;
}

/** 'link-not-found': a participant's form link (`?p=`) that opens no registration. */
export type FormErrorKind = 'not-found' | 'unavailable' | 'link-not-found';

/**
 * Everything the fetch-free view renders: `form` is a published form (or a draft preview); `ready` is a
 * project that has no published form yet (the 'Zapisy … ruszają wkrótce' card).
 */
export type FormViewState =
  | { status: 'loading' }
  /** `own`: the participant's registration of their form link (`?p=`), edited instead of a new one. */
  | {
      status: 'form';
      form: PublicForm;
      strings: ProjectStrings;
      own?: OwnRegistration;
      /** The form link (`?p=`) opens no registration (unknown or removed participant). */
      ownMissing?: boolean;
    }
  | { status: 'ready'; project: ProjectInfo; strings: ProjectStrings }
  | { status: 'error'; kind: FormErrorKind; project: string };
