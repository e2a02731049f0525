/* Styles of the field renderers (labels, inputs, choices, products, uploads, signature), shared by the form
   widget (inside its shadow root) and the admin's form editor (its cell previews), so both look the same.
   Every class is prefixed `zapisy-` and every colour/size comes from a --zapisy-* custom property, so the rules
   reach nothing else on a page. ASCII only: this text ends up inside JS bundles. The theme and the
   `.zapisy-input` / `.zapisy-button*` rules come from core, shared with the widget kit. */

import { ZAPISY_BUTTON_CSS, ZAPISY_INPUT_CSS, ZAPISY_THEME_DECLARATIONS } from '@zapisy/core';
import { DATE_PICKER_CSS } from './date-styles.js';

/** The declarations of the element that holds rendered fields: the default theme (custom properties) and font. */
export const FIELD_THEME_DECLARATIONS = ZAPISY_THEME_DECLARATIONS;

/** The rules of the field renderers' classes; the holder element needs `FIELD_THEME_DECLARATIONS`. */
export const FIELD_RENDERER_CSS = `
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
${ZAPISY_INPUT_CSS}
.zapisy-textarea {
  min-height: 6em;
  resize: vertical;
}

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
${ZAPISY_BUTTON_CSS}${DATE_PICKER_CSS}`;
