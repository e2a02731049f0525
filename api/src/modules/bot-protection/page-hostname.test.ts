import { describe, expect, it } from 'vitest';
import { pageHostnameOf } from './page-hostname.js';

describe('pageHostnameOf', () => {
  it('"a token made on another site is refused": the page is the Origin, else the Referer, else the Host', () => {
    expect(pageHostnameOf({ origin: 'https://Szkola.Example:8443', host: 'zapisy.pl' })).toBe(
      'szkola.example',
    );
    expect(pageHostnameOf({ referer: 'https://demo.zapisy.pl/formularz?x=1', host: 'zapisy.pl' })).toBe(
      'demo.zapisy.pl',
    );
    expect(pageHostnameOf({ host: 'demo.localhost:3000' })).toBe('demo.localhost');
    expect(pageHostnameOf({ origin: 'null', host: 'localhost:3300' })).toBe('localhost');
    expect(pageHostnameOf({})).toBe('localhost');
  });
});
