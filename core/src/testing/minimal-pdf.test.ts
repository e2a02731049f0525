import { describe, expect, it } from 'vitest';
import { minimalPdf, pdfPageCount } from './minimal-pdf.js';

const text = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');

describe('minimalPdf', () => {
  it('is an ASCII PDF whose cross-reference offsets point at its objects', () => {
    const pdf = text(minimalPdf(2, 'Faktura łódzka (kopia)'));
    expect(pdf.startsWith('%PDF-1.7\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    expect(pdf).toContain('/Title (Faktura lodzka kopia)');
    const xref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => {
      expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true);
    });
  });

  it('declares the pages it has, at least one', () => {
    expect(pdfPageCount(minimalPdf(4))).toBe(4);
    expect(pdfPageCount(minimalPdf(0))).toBe(1);
    expect(pdfPageCount(new Uint8Array([1, 2, 3]))).toBe(0);
  });
});
