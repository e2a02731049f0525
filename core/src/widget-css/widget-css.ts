/* The shared look of every embedded widget (widgets/kit) and of the form-field renderers
   (plugin form-fields, also drawn in the admin's form editor): the default theme and the input and
   button controls. Plain strings, so they are isomorphic and every bundler and test runner sees the same
   text. Every class is prefixed `zapisy-` and every colour/size comes from a --zapisy-* custom property.
   ASCII only: this text ends up inside JS bundles. */

/** The declarations of a themed root: the default theme (--zapisy-* custom properties) and font. */
export const ZAPISY_THEME_DECLARATIONS = `
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

/** `.zapisy-input` and its focus outline. */
export const ZAPISY_INPUT_CSS = `
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

.zapisy-input:focus-visible {
  outline: 3px solid var(--zapisy-primary-color);
  outline-offset: 2px;
}
`;

/** `.zapisy-button`: primary, its focus outline, disabled, and `.zapisy-button-secondary`. */
export const ZAPISY_BUTTON_CSS = `
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
