/* The base styles every widget's shadow root starts with (kept as TS strings so every bundler and test
   runner sees the same text). Every class is prefixed `zapisy-` (a stable public contract) and every
   colour/size comes from a --zapisy-* custom property set from the `theme` option.
   ASCII only: this text ends up inside the JS bundles. The theme and the input/button controls come from
   core, which the form-field renderers share. */

import { ZAPISY_BUTTON_CSS, ZAPISY_INPUT_CSS, ZAPISY_THEME_DECLARATIONS } from '@zapisy/core';

/** The widget root's declarations: the default theme (custom properties) and font. */
export const WIDGET_THEME_DECLARATIONS = ZAPISY_THEME_DECLARATIONS;

/** The shadow host and the themed `.zapisy-root`, then cards, titles, messages, notices, errors, spinner. */
export const WIDGET_BASE_CSS = `
:host {
  all: initial;
  display: block;
  contain: content;
}

.zapisy-root {
${WIDGET_THEME_DECLARATIONS}
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

.zapisy-message {
  margin: 0 0 1em;
}

.zapisy-muted {
  color: var(--zapisy-muted-text-color);
}

.zapisy-error .zapisy-message {
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
`;

/** `.zapisy-input` and `.zapisy-button` (primary, secondary, disabled), as the form's field renderers draw them. */
export const WIDGET_CONTROLS_CSS = `${ZAPISY_INPUT_CSS}${ZAPISY_BUTTON_CSS}`;
