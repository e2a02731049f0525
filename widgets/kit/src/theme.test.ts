import { describe, expect, it } from 'vitest';
import { parseTheme, themeToCssVariables } from './theme.js';

describe('themeToCssVariables', () => {
  it('maps known keys to --zapisy-* properties and drops unknown or unsafe values', () => {
    expect(
      themeToCssVariables({
        primaryColor: '#123456',
        fontSize: 18,
        backgroundColor: 'url(x);}',
        textColor: '</style>',
        evil: 'red',
      }),
    ).toEqual({ '--zapisy-primary-color': '#123456', '--zapisy-font-size': '18px' });
    expect(themeToCssVariables(null)).toEqual({});
  });
});

describe('parseTheme', () => {
  it('reads a theme object or the JSON text of a data-theme attribute', () => {
    expect(parseTheme({ primaryColor: '#000' })).toEqual({ primaryColor: '#000' });
    expect(parseTheme('{"borderRadius":4}')).toEqual({ borderRadius: 4 });
    expect(parseTheme('not json')).toBeUndefined();
    expect(parseTheme('42')).toBeUndefined();
    expect(parseTheme(undefined)).toBeUndefined();
  });
});
