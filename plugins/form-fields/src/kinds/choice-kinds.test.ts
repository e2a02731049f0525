import type { InstallmentsDefinition, PricedProduct } from '@zapisy/core';
import { defaultInstallmentsDefinition } from '@zapisy/core';
import { describe, expect, it } from 'vitest';
import { installmentsSelectKind } from './installments-select-kind.js';
import { submitOne } from './kind-testing.js';
import { productKind } from './product-kind.js';
import {
  appointmentSelectKind,
  businessTypeKind,
  checkboxesKind,
  dropdownKind,
  employeeSelectKind,
  radioButtonsKind,
} from './select-kinds.js';
import { fileUploadKind, signatureKind } from './upload-kinds.js';

const options = [
  { value: 'S', label: 'Mała' },
  { value: 'M', label: 'Średnia', inventory: 0 },
  { value: 'L', label: 'Duża', inventory: '2' },
];

describe('select kinds: options must be among the defined option values', () => {
  it.each([
    ['RadioButtons option', radioButtonsKind, 'S', []],
    ['RadioButtons unknown', radioButtonsKind, 'XL', ['Opcja „XL” nie należy do listy.']],
    // spec §3 "options with inventory and count"
    ['Dropdown sold-out option', dropdownKind, 'M', ['Opcja „Średnia” jest już niedostępna.']],
    ['Dropdown inventory written as text', dropdownKind, 'L', []],
    ['Dropdown list', dropdownKind, ['S'], ['Wybierz jedną z opcji.']],
    ['Checkboxes', checkboxesKind, ['S', 'L', 'S'], []],
    ['Checkboxes one text', checkboxesKind, 'S', []],
    ['Checkboxes unknown', checkboxesKind, ['S', 'X'], ['Opcja „X” nie należy do listy.']],
    ['Checkboxes not texts', checkboxesKind, [{ value: 'S' }], ['Wybierz opcje z listy.']],
  ])('%s', (_name, kind, value, messages) => {
    expect(submitOne(kind, value, { data: { options } }).messages).toEqual(messages);
  });

  it('Checkboxes store the ticked values once', () => {
    expect(submitOne(checkboxesKind, ['S', ' L ', 'S'], { data: { options } }).value).toEqual(['S', 'L']);
  });

  it('BusinessType offers a private person and a company by default (business_type)', () => {
    expect(businessTypeKind.defaults()).toMatchObject({ field_name: 'business_type' });
    expect(submitOne(businessTypeKind, 'company').messages).toEqual([]);
    expect(submitOne(businessTypeKind, 'other').messages).toEqual(['Opcja „other” nie należy do listy.']);
  });

  it('AppointmentSelect and EmployeeSelect take project values when the cell lists no options', () => {
    expect(appointmentSelectKind.defaults().field_name).toBe('appointment');
    expect(employeeSelectKind.defaults().field_name).toBe('selected_employee');
    expect(submitOne(employeeSelectKind, 'emp-1').messages).toEqual([]);
    expect(submitOne(appointmentSelectKind, 5).value).toBe('5');
    expect(submitOne(appointmentSelectKind, 'x', { data: { options } }).messages).toEqual([
      'Opcja „x” nie należy do listy.',
    ]);
  });
});

describe('InstallmentsSelect: a configured installments definition', () => {
  const installments: InstallmentsDefinition[] = [
    defaultInstallmentsDefinition('single'),
    defaultInstallmentsDefinition('two'),
  ];
  it.each([
    ['configured', 'two', []],
    ['not configured', 'three', ['Plan płatności „three” nie jest dostępny.']],
    ['not a text', ['two'], ['Wybierz plan płatności.']],
  ])('%s', (_name, value, messages) => {
    expect(submitOne(installmentsSelectKind, value, { installments }).messages).toEqual(messages);
  });

  it('is the installments_select field', () => {
    expect(installmentsSelectKind.defaults().field_name).toBe('installments_select');
  });
});

describe('Product (spec §4 "available when enabled and inventory is not at or below zero; … count does not exceed maxCount or inventory")', () => {
  const products: PricedProduct[] = [
    { productId: 'tshirt', name: 'Koszulka', enabled: true, price: 5000, inventory: 3, maxCount: 2 },
    { productId: 'mug', name: 'Kubek', enabled: true, inventory: 0 },
    { productId: 'cap', name: 'Czapka', enabled: false },
    { productId: 'pin', name: 'Przypinka', enabled: true },
  ];
  const multiple = { multiple: true };
  it.each([
    ['one product', {}, 'tshirt', []],
    ['unknown', {}, 'boat', ['Nieznany produkt „boat”.']],
    ['sold out', {}, 'mug', ['Produkt „Kubek” jest niedostępny.']],
    ['disabled', {}, 'cap', ['Produkt „Czapka” jest niedostępny.']],
    ['two when one allowed', {}, ['tshirt', 'pin'], ['Można wybrać tylko jeden produkt.']],
    ['counts', multiple, { tshirt: 2, pin: '5' }, []],
    ['over maxCount', multiple, { tshirt: 3 }, ['Produktu „Koszulka” można zamówić najwyżej 2 szt.']],
    ['bad count', multiple, { tshirt: -1 }, ['Nieprawidłowy wybór produktu.']],
    [
      'not offered by the field',
      { productIds: ['pin'] },
      'tshirt',
      ['Produkt „tshirt” nie jest dostępny w tym polu.'],
    ],
  ])('%s', (_name, data, value, messages) => {
    expect(submitOne(productKind, value, { data, products }).messages).toEqual(messages);
  });

  it('matches products by the collection _id too and defaults to field product with a price', () => {
    const stored = [{ _id: 'p1', name: 'Bilet', enabled: true }] as unknown as PricedProduct[];
    expect(submitOne(productKind, 'p1', { products: stored }).messages).toEqual([]);
    expect(productKind.defaults()).toMatchObject({
      field_name: 'product',
      hasPrice: true,
      productIds: [],
      multiple: false,
    });
  });
});

describe('FileUpload and Signature: upload ids', () => {
  it.each([
    ['one upload', fileUploadKind, {}, ['Ab3dE9xY'], []],
    ['one id as text', fileUploadKind, {}, 'Ab3dE9xY', []],
    ['path-like id', fileUploadKind, {}, ['../../etc'], ['Nieprawidłowy identyfikator przesłanego pliku.']],
    ['too many', fileUploadKind, {}, ['Ab3dE', 'Xy9zQ'], ['Można dodać najwyżej 1 plik.']],
    [
      'maxFiles 2',
      fileUploadKind,
      { maxFiles: 2 },
      ['Ab3dE', 'Xy9zQ', 'Qw2eR'],
      ['Można dodać najwyżej 2 pliki.'],
    ],
    ['signature', signatureKind, {}, ['Ab3dE'], []],
    ['two signatures', signatureKind, { maxFiles: 3 }, ['Ab3dE', 'Xy9zQ'], ['Można dodać najwyżej 1 plik.']],
  ])('%s', (_name, kind, data, value, messages) => {
    expect(submitOne(kind, value, { data }).messages).toEqual(messages);
  });

  it('defaults to .pdf, .jpg, .png, 10 MB and one file in the attachments field', () => {
    expect(fileUploadKind.defaults()).toMatchObject({
      field_name: 'attachments',
      extensions: ['.pdf', '.jpg', '.png'],
      maxSizeMb: 10,
      maxFiles: 1,
    });
  });
});
