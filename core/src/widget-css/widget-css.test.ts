import { describe, expect, it } from 'vitest';
import { ZAPISY_BUTTON_CSS, ZAPISY_INPUT_CSS, ZAPISY_THEME_DECLARATIONS } from './widget-css.js';

/** The selectors of a stylesheet's rules, in order (each group split into its selectors). */
function selectorsOf(css: string): string[] {
  return [...css.matchAll(/([^{}]+)\{/g)].flatMap((m) => (m[1] ?? '').split(',').map((s) => s.trim()));
}

describe('the shared look of the widgets and field renderers', () => {
  it('the theme declares every --zapisy-* custom property the widget `theme` option sets, and the font', () => {
    for (const property of [
      '--zapisy-primary-color',
      '--zapisy-primary-text-color',
      '--zapisy-text-color',
      '--zapisy-muted-text-color',
      '--zapisy-background-color',
      '--zapisy-border-color',
      '--zapisy-error-color',
      '--zapisy-border-radius',
      '--zapisy-font-family',
      '--zapisy-font-size',
    ]) {
      expect(ZAPISY_THEME_DECLARATIONS).toMatch(new RegExp(`^\\s*${property}: [^;]+;$`, 'm'));
    }
    expect(ZAPISY_THEME_DECLARATIONS).toContain('font-family: var(--zapisy-font-family);');
    // Declarations only: they go inside a rule of the caller's.
    expect(ZAPISY_THEME_DECLARATIONS).not.toMatch(/[{}]/);
  });

  it('the input CSS is `.zapisy-input` and its focus outline', () => {
    expect(selectorsOf(ZAPISY_INPUT_CSS)).toEqual(['.zapisy-input', '.zapisy-input:focus-visible']);
  });

  it('the button CSS is the four `.zapisy-button*` rules', () => {
    expect(selectorsOf(ZAPISY_BUTTON_CSS)).toEqual([
      '.zapisy-button',
      '.zapisy-button:focus-visible',
      '.zapisy-button[disabled]',
      '.zapisy-button-secondary',
    ]);
  });

  it('every colour and radius of the controls comes from a --zapisy-* custom property', () => {
    for (const css of [ZAPISY_INPUT_CSS, ZAPISY_BUTTON_CSS]) {
      expect(css).not.toMatch(/#[0-9a-f]{3,8}\b/i);
      expect(css).toMatch(/var\(--zapisy-/);
    }
  });

  it('is ASCII only, because the text ends up inside JS bundles', () => {
    for (const css of [ZAPISY_THEME_DECLARATIONS, ZAPISY_INPUT_CSS, ZAPISY_BUTTON_CSS]) {
      expect(css).toMatch(/^[\x20-\x7e\n]*$/);
    }
  });
});
