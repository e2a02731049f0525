/* Payment widget styles, inside the widget's shadow root. The theme defaults, .zapisy-button and
   .zapisy-input are the form widget's (copied from plugins/form-fields/src/widget/styles.ts: importing them
   from '@zapisy/plugin-form-fields/widget' would bundle every field renderer). One column by default; the
   totals and the installment rows sit side by side only when the widget is wider than 30em.
   ASCII only: this text ends up inside the JS bundle. */
const THEME_DEFAULTS = `
  --zapisy-primary-color: #1d4ed8;
  --zapisy-primary-text-color: #ffffff;
  --zapisy-text-color: #1f2937;
  --zapisy-muted-text-color: #4b5563;
  --zapisy-background-color: #ffffff;
  --zapisy-border-color: #d1d5db;
  --zapisy-error-color: #b91c1c;
  --zapisy-border-radius: 8px;
  --zapisy-font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  --zapisy-font-size: 16px;
  box-sizing: border-box;
  font-family: var(--zapisy-font-family);
  font-size: var(--zapisy-font-size);
  line-height: 1.5;
  color: var(--zapisy-text-color);
  text-align: left;
`;

const CONTROLS_CSS = `
.zapisy-input {
  display: block;
  width: 100%;
  min-height: 2.75em;
  padding: 0.5em 0.75em;
  font: inherit;
  color: var(--zapisy-text-color);
  background: var(--zapisy-background-color);
  border: 1px solid var(--zapisy-border-color);
  border-radius: var(--zapisy-border-radius);
}

.zapisy-input:focus-visible,
.zapisy-pay-choice input:focus-visible {
  outline: 3px solid var(--zapisy-primary-color);
  outline-offset: 2px;
}

.zapisy-button {
  display: inline-block;
  min-height: 2.5em;
  padding: 0.5em 1.25em;
  font: inherit;
  font-weight: 600;
  color: var(--zapisy-primary-text-color);
  background: var(--zapisy-primary-color);
  border: 0;
  border-radius: var(--zapisy-border-radius);
  cursor: pointer;
}

.zapisy-button:focus-visible {
  outline: 3px solid var(--zapisy-primary-color);
  outline-offset: 2px;
}

.zapisy-button[disabled] {
  cursor: not-allowed;
  opacity: 0.6;
}

.zapisy-button-secondary {
  color: var(--zapisy-primary-color);
  background: transparent;
  border: 2px solid var(--zapisy-primary-color);
}
`;
export const PAYMENT_CSS = `
:host {
  all: initial;
  display: block;
  contain: content;
}

.zapisy-root {
${THEME_DEFAULTS}
}

.zapisy-root *,
.zapisy-root *::before,
.zapisy-root *::after {
  box-sizing: inherit;
}
${CONTROLS_CSS}
.zapisy-payment {
  container-type: inline-size;
  container-name: zapisy-payment;
}

.zapisy-card {
  max-width: 40em;
  margin: 0;
  padding: 1.25em 1.5em;
  background: var(--zapisy-background-color);
  border: 1px solid var(--zapisy-border-color);
  border-radius: var(--zapisy-border-radius);
  overflow-wrap: anywhere;
}

.zapisy-title {
  margin: 0 0 0.25em;
  font-size: 1.375em;
  font-weight: 700;
  line-height: 1.25;
}

.zapisy-title:focus {
  outline: none;
}

.zapisy-title:focus-visible {
  outline: 3px solid var(--zapisy-primary-color);
  outline-offset: 2px;
}

.zapisy-project-name {
  margin: 0 0 1em;
  font-size: 1.125em;
  font-weight: 600;
  color: var(--zapisy-primary-color);
}

.zapisy-message {
  margin: 0 0 1em;
}

.zapisy-muted {
  color: var(--zapisy-muted-text-color);
}

.zapisy-error .zapisy-message,
.zapisy-pay-error {
  color: var(--zapisy-error-color);
}

.zapisy-notice {
  margin: 0 0 1em;
  padding: 0.75em 1em;
  background: color-mix(in srgb, var(--zapisy-primary-color) 8%, var(--zapisy-background-color));
  border-left: 4px solid var(--zapisy-primary-color);
  border-radius: var(--zapisy-border-radius);
}

.zapisy-spinner {
  display: inline-block;
  width: 1em;
  height: 1em;
  margin-right: 0.5em;
  vertical-align: -0.125em;
  border: 2px solid var(--zapisy-border-color);
  border-top-color: var(--zapisy-primary-color);
  border-radius: 50%;
  animation: zapisy-spin 0.8s linear infinite;
}

@keyframes zapisy-spin {
  to {
    transform: rotate(360deg);
  }
}

@media (prefers-reduced-motion: reduce) {
  .zapisy-spinner {
    animation: none;
  }
}

.zapisy-pay-participant-name {
  margin: 0 0 0.5em;
  font-size: 1.0625em;
}

.zapisy-pay-billings {
  margin: 0 0 1em;
  padding: 0;
  list-style: none;
}

.zapisy-pay-billing {
  display: flex;
  flex-direction: column;
  gap: 0.125em;
  padding: 0.5em 0;
  border-top: 1px solid var(--zapisy-border-color);
}

.zapisy-pay-billing-name {
  font-weight: 600;
}

.zapisy-pay-status {
  color: var(--zapisy-muted-text-color);
}

.zapisy-pay-status-late {
  color: var(--zapisy-error-color);
  font-weight: 600;
}

.zapisy-pay-totals,
.zapisy-transfer-facts {
  display: grid;
  grid-template-columns: 1fr;
  gap: 0.5em;
  margin: 0 0 1em;
}

.zapisy-pay-totals dt,
.zapisy-transfer-facts dt {
  color: var(--zapisy-muted-text-color);
}

.zapisy-pay-totals dd,
.zapisy-transfer-facts dd {
  margin: 0;
  font-weight: 700;
}

.zapisy-transfer-facts dd {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5em;
}

.zapisy-transfer-value {
  font-variant-numeric: tabular-nums;
}

.zapisy-pay-group {
  margin: 0 0 1em;
  padding: 0;
  border: 0;
  min-width: 0;
}

.zapisy-pay-group legend,
.zapisy-pay-legend {
  padding: 0;
  margin: 0 0 0.5em;
  font-weight: 700;
}

.zapisy-pay-choice {
  display: flex;
  gap: 0.5em;
  align-items: flex-start;
  padding: 0.25em 0;
}

.zapisy-pay-choice input {
  margin-top: 0.3em;
}

.zapisy-pay-amount {
  margin: 0 0 1em;
}

.zapisy-pay-amount label {
  display: block;
  font-weight: 600;
}

.zapisy-copy {
  min-height: 2em;
  padding: 0.25em 0.75em;
  font-size: 0.875em;
}

.zapisy-qr {
  display: block;
  width: 12em;
  max-width: 100%;
  height: auto;
  margin: 0 0 1em;
}

.zapisy-button {
  width: 100%;
}

.zapisy-copy.zapisy-button {
  width: auto;
}

@container zapisy-payment (min-width: 30em) {
  .zapisy-pay-totals {
    grid-template-columns: repeat(3, 1fr);
  }
  .zapisy-pay-billing {
    display: grid;
    grid-template-columns: 1fr 1fr 1.5fr 1fr;
  }
  .zapisy-button {
    width: auto;
  }
}
`;
