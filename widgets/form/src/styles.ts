import { FIELD_RENDERER_CSS } from '@zapisy/plugin-form-fields/widget';
import { WIDGET_BASE_CSS } from '@zapisy/widget-kit';

/* Form widget styles: the kit's base (theme defaults, cards, messages, notices, spinner), then the form's
   own and the field renderers'. Rendered inside the widget's shadow root, so the host page's CSS cannot
   reach them and they cannot reach the page. Every class is prefixed `zapisy-` (a stable public contract,
   like pretix-widget-*). ASCII only: this text ends up inside the JS bundle. */
export const FORM_CSS = `${WIDGET_BASE_CSS}
.zapisy-facts {
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25em 1em;
  margin: 0 0 1em;
}

.zapisy-facts dt {
  color: var(--zapisy-muted-text-color);
}

.zapisy-facts dd {
  margin: 0;
  font-weight: 600;
}

.zapisy-message:last-child {
  margin-bottom: 0;
}

.zapisy-error {
  border-color: var(--zapisy-error-color);
}

.zapisy-form {
  container-type: inline-size;
}

.zapisy-grid-row {
  display: grid;
  grid-template-columns: repeat(12, minmax(0, 1fr));
  gap: 0 1em;
}

.zapisy-cell {
  grid-column: span var(--zapisy-span, 12);
  min-width: 0;
}

.zapisy-participant {
  margin: 0 0 1em;
  padding: 0;
  border: 0;
  min-width: 0;
}

.zapisy-participant + .zapisy-participant {
  padding-top: 1em;
  border-top: 1px solid var(--zapisy-border-color);
}

.zapisy-participant-title {
  padding: 0;
  font-size: 1.125em;
  font-weight: 700;
}

${FIELD_RENDERER_CSS}
.zapisy-own {
  margin: 0 0 1em;
}

.zapisy-own-name {
  margin: 0 0 0.25em;
  font-weight: 700;
}

.zapisy-locked {
  margin: 0 0 0.75em;
  padding: 0;
  border: 0;
  min-width: 0;
}

.zapisy-locked input,
.zapisy-locked select,
.zapisy-locked textarea,
.zapisy-locked button {
  cursor: not-allowed;
}

.zapisy-locked input:not([type='radio']):not([type='checkbox']),
.zapisy-locked select,
.zapisy-locked textarea {
  opacity: 0.75;
}

.zapisy-locked-note {
  margin: 0.25em 0 0;
  font-size: 0.875em;
  color: var(--zapisy-muted-text-color);
}

.zapisy-summary {
  margin: 1.5em 0 1em;
  padding: 1em;
  border: 1px solid var(--zapisy-border-color);
  border-radius: var(--zapisy-border-radius);
}

.zapisy-summary-title {
  margin: 0 0 0.5em;
  font-size: 1.125em;
}

.zapisy-summary-subtitle {
  margin: 0.75em 0 0.25em;
  font-size: 1em;
}

.zapisy-summary-table {
  width: 100%;
  border-collapse: collapse;
}

.zapisy-summary-table th {
  padding: 0.25em 0.5em 0.25em 0;
  font-weight: 400;
  text-align: left;
}

.zapisy-summary-table td {
  padding: 0.25em 0;
  text-align: right;
  white-space: nowrap;
}

.zapisy-summary-person th {
  padding-top: 0.5em;
  font-weight: 700;
}

.zapisy-summary-total th,
.zapisy-summary-total td {
  font-weight: 700;
  border-top: 1px solid var(--zapisy-border-color);
}

.zapisy-form-message:empty {
  display: none;
}

.zapisy-error-summary {
  margin: 0 0 1em;
  padding: 0.5em 0.75em;
  border-left: 4px solid var(--zapisy-error-color);
  background: color-mix(in srgb, var(--zapisy-error-color) 6%, var(--zapisy-background-color));
}

.zapisy-form > .zapisy-button-secondary {
  margin: 0 0 1em;
}

.zapisy-payment-continuation {
  margin: 0 0 1em;
}

.zapisy-payment-continuation a.zapisy-button {
  text-decoration: none;
}

.zapisy-completion .zapisy-title:focus {
  outline: none;
}

/* The participant's page (hosted pages): the project's header, the form, the organizer's footer. */
.zapisy-page > .zapisy-card + .zapisy-card {
  margin-top: 1em;
}

.zapisy-page-logo {
  display: block;
  max-width: 100%;
  width: auto;
  margin: 0 0 0.75em;
  object-fit: contain;
}

.zapisy-page-title {
  margin: 0 0 0.25em;
  font-size: 1.75em;
  line-height: 1.2;
}

.zapisy-page-slogan {
  margin: 0 0 0.75em;
  font-size: 1.125em;
  color: var(--zapisy-muted-text-color);
}

.zapisy-page-facts {
  margin: 0 0 0.75em;
}

.zapisy-page-description p {
  margin: 0 0 0.75em;
  white-space: pre-line;
}

.zapisy-page-organizer {
  margin: 0;
  overflow-wrap: anywhere;
}

.zapisy-page-footer {
  margin: 1.5em 0 0;
  padding: 1em 0 0;
  border-top: 1px solid var(--zapisy-border-color);
  font-size: 0.875em;
  color: var(--zapisy-muted-text-color);
  overflow-wrap: anywhere;
}

.zapisy-page-footer p {
  margin: 0 0 0.25em;
}

.zapisy-page-footer-name {
  font-weight: 700;
}

.zapisy-consents {
  margin: 1.5em 0 1em;
  padding: 0;
  border: 0;
  min-width: 0;
}

.zapisy-consents-title {
  padding: 0;
  margin: 0 0 0.5em;
  font-weight: 700;
}

.zapisy-consent {
  margin: 0 0 0.75em;
}

.zapisy-consent .zapisy-choice {
  align-items: flex-start;
}

.zapisy-consent-link,
.zapisy-consent-text {
  margin: 0.25em 0 0 1.75em;
  font-size: 0.875em;
}

.zapisy-consent-text p {
  margin: 0.5em 0 0;
  max-height: 14em;
  overflow: auto;
  white-space: pre-line;
  color: var(--zapisy-muted-text-color);
}

.zapisy-consent-text summary {
  cursor: pointer;
  color: var(--zapisy-primary-color);
}

.zapisy-completion a.zapisy-button {
  display: inline-block;
  text-decoration: none;
}

/* Narrow widgets (a 360 px phone, or a narrow column of the host page): cells and columns stack. */
@container (max-width: 480px) {
  .zapisy-cell {
    grid-column: 1 / -1;
  }

  .zapisy-columns {
    flex-direction: column;
    gap: 0;
  }
}

@media (max-width: 480px) {
  .zapisy-card {
    padding: 1em;
  }

  .zapisy-cell {
    grid-column: 1 / -1;
  }

  .zapisy-columns {
    flex-direction: column;
    gap: 0;
  }
}
`;
