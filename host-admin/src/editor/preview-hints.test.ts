import { describe, expect, it } from 'vitest';
import { previewHint } from './preview-hints.js';

describe('previewHint (shared data contract 1: cell data of a field kind)', () => {
  it('an empty RichText block {html} asks for its text; one with text needs no note', () => {
    expect(previewHint('RichText', { html: '<p> </p>' })).toContain('Pusty blok tekstu');
    expect(previewHint('RichText', { html: '<p>Regulamin</p>' })).toBeNull();
  });

  it('Checkboxes, RadioButtons and Dropdown without options ask for them; AppointmentSelect takes the project’s', () => {
    expect(previewHint('Checkboxes', { field_name: 'c', label: 'C', required: false })).toContain(
      'Brak opcji',
    );
    expect(previewHint('Dropdown', { options: [{ value: 'a', label: 'A' }] })).toBeNull();
    expect(previewHint('AppointmentSelect', { options: [] })).toBeNull();
  });

  it('InstallmentsSelect points to the preview, where the project’s plans are shown', () => {
    expect(previewHint('InstallmentsSelect', {})).toContain('podglądzie');
  });
});
