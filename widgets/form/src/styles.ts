/* Form widget styles (kept as a TS string so every bundler and test runner sees the same text).
   Rendered inside the widget's shadow root, so the host page's CSS cannot reach them and they cannot
   reach the page. Every class is still prefixed `zapisy-` (a stable public contract, like
   pretix-widget-*), and every colour/size comes from a --zapisy-* custom property set from the `theme`
   option. ASCII only: this text ends up inside the JS bundle. */
export const FORM_CSS = `
:host {
  all: initial;
  display: block;
  contain: content;
}

.zapisy-root {
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
}

.zapisy-root *,
.zapisy-root *::before,
.zapisy-root *::after {
  box-sizing: inherit;
}

.zapisy-card {
  max-width: 40em;
  margin: 0;
  padding: 1.25em 1.5em;
  background: var(--zapisy-background-color);
  border: 1px solid var(--zapisy-border-color);
  border-radius: var(--zapisy-border-radius);
}

.zapisy-title {
  margin: 0 0 0.25em;
  font-size: 1.375em;
  font-weight: 700;
  line-height: 1.25;
}

.zapisy-project-name {
  margin: 0 0 1em;
  font-size: 1.125em;
  font-weight: 600;
  color: var(--zapisy-primary-color);
}

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

.zapisy-message {
  margin: 0 0 1em;
}

.zapisy-message:last-child {
  margin-bottom: 0;
}

.zapisy-muted {
  color: var(--zapisy-muted-text-color);
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

.zapisy-error {
  border-color: var(--zapisy-error-color);
}

.zapisy-error .zapisy-message {
  color: var(--zapisy-error-color);
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

.zapisy-form {
  container-type: inline-size;
}

.zapisy-visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
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

.zapisy-field {
  margin: 0 0 1em;
  padding: 0;
  border: 0;
  min-width: 0;
}

.zapisy-label {
  display: block;
  margin: 0 0 0.25em;
  padding: 0;
  font-weight: 600;
}

.zapisy-label-secondary {
  margin-top: 0.5em;
  font-weight: 400;
}

.zapisy-required {
  color: var(--zapisy-error-color);
}

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

.zapisy-textarea {
  min-height: 6em;
  resize: vertical;
}

.zapisy-input:focus-visible,
.zapisy-choice input:focus-visible,
.zapisy-range-input:focus-visible,
.zapisy-file:focus-visible,
.zapisy-link-button:focus-visible,
.zapisy-collapsible-toggle:focus-visible {
  outline: 3px solid var(--zapisy-primary-color);
  outline-offset: 2px;
}

.zapisy-field-invalid .zapisy-input {
  border-color: var(--zapisy-error-color);
}

.zapisy-field-description,
.zapisy-field-hint {
  margin: 0.25em 0 0;
  font-size: 0.875em;
  color: var(--zapisy-muted-text-color);
}

.zapisy-field-hint:empty {
  display: none;
}

.zapisy-field-error,
.zapisy-error-text {
  margin: 0.25em 0 0;
  font-size: 0.875em;
  font-weight: 600;
  color: var(--zapisy-error-color);
}

.zapisy-choices {
  display: flex;
  flex-direction: column;
  gap: 0.25em;
}

.zapisy-choices-inline {
  flex-direction: row;
  flex-wrap: wrap;
  gap: 0.25em 1.5em;
}

.zapisy-choice {
  display: flex;
  align-items: flex-start;
  gap: 0.5em;
  min-height: 2.75em;
  padding: 0.5em 0;
  cursor: pointer;
}

.zapisy-choice input {
  width: 1.25em;
  height: 1.25em;
  margin: 0.125em 0 0;
  flex: none;
  accent-color: var(--zapisy-primary-color);
}

.zapisy-range {
  display: flex;
  align-items: center;
  gap: 1em;
}

.zapisy-range-input {
  flex: 1;
  min-height: 2.75em;
  accent-color: var(--zapisy-primary-color);
}

.zapisy-range-value {
  min-width: 3ch;
  font-weight: 600;
}

.zapisy-columns {
  display: flex;
  gap: 1em;
}

.zapisy-column {
  flex: 1 1 0;
  min-width: 0;
}

.zapisy-collapsible {
  margin: 0 0 1em;
  border: 1px solid var(--zapisy-border-color);
  border-radius: var(--zapisy-border-radius);
}

.zapisy-collapsible-toggle {
  display: block;
  width: 100%;
  min-height: 2.75em;
  padding: 0.5em 1em;
  font: inherit;
  font-weight: 600;
  text-align: left;
  color: inherit;
  background: transparent;
  border: 0;
  cursor: pointer;
}

.zapisy-collapsible-panel {
  padding: 0 1em;
}

.zapisy-rich-text {
  margin: 0 0 1em;
}

.zapisy-rich-text a {
  color: var(--zapisy-primary-color);
}

.zapisy-products {
  display: grid;
  gap: 0.75em;
}

.zapisy-product-card {
  padding: 0.75em 1em;
  border: 1px solid var(--zapisy-border-color);
  border-radius: var(--zapisy-border-radius);
}

.zapisy-product-chosen {
  border-color: var(--zapisy-primary-color);
  box-shadow: 0 0 0 1px var(--zapisy-primary-color);
}

.zapisy-product-disabled {
  opacity: 0.6;
}

.zapisy-product-choice {
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: 0.25em 0.75em;
  align-items: center;
  cursor: pointer;
}

.zapisy-product-card > .zapisy-product-name,
.zapisy-product-card > .zapisy-product-price,
.zapisy-product-card > .zapisy-product-availability,
.zapisy-product-card > .zapisy-product-count {
  display: block;
}

.zapisy-product-name {
  font-weight: 600;
}

.zapisy-product-price {
  font-weight: 700;
  white-space: nowrap;
}

.zapisy-product-availability {
  grid-column: 2 / -1;
  font-size: 0.875em;
  color: var(--zapisy-muted-text-color);
}

.zapisy-product-count .zapisy-input {
  display: inline-block;
  width: 6em;
}

.zapisy-schedule {
  margin: 0.25em 0 0.5em 2em;
  padding: 0;
  font-size: 0.875em;
  color: var(--zapisy-muted-text-color);
  list-style: none;
}

.zapisy-signature-canvas {
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 1;
  background: #ffffff;
  border: 1px dashed var(--zapisy-border-color);
  border-radius: var(--zapisy-border-radius);
  touch-action: none;
}

.zapisy-signature-actions {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5em 1em;
  align-items: center;
  margin-top: 0.5em;
}

.zapisy-progress {
  display: block;
  width: 100%;
  margin-top: 0.5em;
}

.zapisy-files {
  margin: 0.5em 0 0;
  padding-left: 1.25em;
}

.zapisy-link-button {
  min-height: 2.75em;
  padding: 0.25em 0;
  font: inherit;
  color: var(--zapisy-primary-color);
  text-decoration: underline;
  background: none;
  border: 0;
  cursor: pointer;
}

.zapisy-button-secondary {
  color: var(--zapisy-primary-color);
  background: transparent;
  border: 2px solid var(--zapisy-primary-color);
}

.zapisy-notice {
  margin: 0 0 1em;
  padding: 0.75em 1em;
  background: color-mix(in srgb, var(--zapisy-primary-color) 8%, var(--zapisy-background-color));
  border-left: 4px solid var(--zapisy-primary-color);
  border-radius: var(--zapisy-border-radius);
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

.zapisy-form > .zapisy-button-secondary {
  margin: 0 0 1em;
}

.zapisy-completion .zapisy-title:focus {
  outline: none;
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
