import { describe, expect, it } from 'vitest';
import { smsCount } from './sms-count.js';
import { smsSegments } from './sms-segments.js';

/** Messages an organizer really sends, counted the way the gateways bill them (polish-integrations.md §7). */
describe('smsSegments on real messages — GSM-7 160/153 with the extension table counting 2, UCS-2 70/67', () => {
  it('a Polish reminder of exactly 70 characters is one UCS-2 message', () => {
    const text = 'Dzień dobry! Przypominamy o zajęciach jutro o 17:00. Szkoła Tańca Rytm';
    expect(smsSegments(text)).toEqual({
      encoding: 'UCS-2',
      units: 70,
      segments: 1,
      remainingInLastSegment: 0,
    });
    expect(smsSegments(`${text}!`).segments).toBe(2);
  });

  it('a payment reminder with diacritics and a link takes three UCS-2 parts of 67 (the spec’s rule says 3 too)', () => {
    const text =
      'Szanowni Państwo, przypominamy o płatności 350,00 zł za kurs tańca towarzyskiego (kwiecień). ' +
      'Termin mija 15.04.2026. Link do płatności: https://rytm.example/l?k=Ab3dE';
    expect(smsSegments(text)).toEqual({
      encoding: 'UCS-2',
      units: 166,
      segments: 3,
      remainingInLastSegment: 35,
    });
    expect(smsCount(text)).toBe(3);
  });

  it('brackets, braces, tilde, pipe and the euro sign stay GSM-7 but count two each', () => {
    const text =
      'Kod rabatowy: [LATO-2026] {-10%} ~ cena 315,00 EUR, czyli ok. 73 €. Wpisz go w formularzu | Rytm';
    expect(Array.from(text)).toHaveLength(96);
    expect(smsSegments(text)).toEqual({
      encoding: 'GSM-7',
      units: 103,
      segments: 1,
      remainingInLastSegment: 57,
    });
  });

  it('emoji force UCS-2 and take two units each', () => {
    const text = 'Do zobaczenia na balu! 💃🕺';
    expect(Array.from(text)).toHaveLength(25);
    expect(smsSegments(text)).toEqual({
      encoding: 'UCS-2',
      units: 27,
      segments: 1,
      remainingInLastSegment: 43,
    });
  });

  it('a plain English confirmation of 176 characters is two GSM-7 parts (153 + 23)', () => {
    const text =
      'Hello! Your place at the Spring Ball is confirmed. Doors open at 19:00, dress code: black tie. ' +
      'Please bring this message and your ticket number 2026/0042 to the reception desk.';
    expect(smsSegments(text)).toEqual({
      encoding: 'GSM-7',
      units: 176,
      segments: 2,
      remainingInLastSegment: 130,
    });
  });

  it('Polish letters turn extension characters into ordinary UCS-2 units', () => {
    const text = 'Ścieżka: C:\\Rytm\\bilety ^ 2 | ok';
    expect(smsSegments(text)).toEqual({
      encoding: 'UCS-2',
      units: 32,
      segments: 1,
      remainingInLastSegment: 38,
    });
    expect(smsSegments(text.replace('Ś', 'S').replace('ż', 'z'))).toMatchObject({
      encoding: 'GSM-7',
      units: 36,
    });
  });

  it('French é and German ü are in the GSM alphabet; Polish ó is not', () => {
    expect(smsSegments('Café Müller zaprasza').encoding).toBe('GSM-7');
    expect(smsSegments('Kraków zaprasza').encoding).toBe('UCS-2');
  });
});
