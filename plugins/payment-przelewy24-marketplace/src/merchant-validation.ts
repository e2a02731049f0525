import { isValidIban, isValidNip, isValidPesel, isValidRegon } from '@zapisy/core';
import {
  isP24BusinessType,
  type P24BusinessType,
  requiresKrs,
  requiresNipAndRegon,
  requiresPesel,
} from './business-types.js';
import { isP24TradeCode, type P24TradeCode } from './trades.js';

export interface MerchantPerson {
  name: string;
  email: string;
  /** 9 digits. */
  phoneNumber: string;
}

export interface MerchantAddress {
  street: string;
  /** 00-000 or 00000. */
  postCode: string;
  city: string;
  /** Only 'PL' is accepted by P24. */
  country?: 'PL';
}

/** A sub-merchant to register in the marketplace (our camelCase; mapped to P24's snake_case). */
export interface MerchantRegistrationInput {
  businessType: P24BusinessType;
  name: string;
  email: string;
  pesel?: string;
  nip?: string;
  regon?: string;
  krs?: string;
  phoneNumber: string;
  bankAccount: string;
  invoiceEmail: string;
  /** One of shopUrl and servicesDescription is required. */
  shopUrl?: string;
  servicesDescription?: string;
  trade: P24TradeCode;
  /** Activate at once (only for partners P24 enabled it for). */
  acceptance?: boolean;
  representatives?: ReadonlyArray<{ name: string; pesel: string }>;
  contactPerson: MerchantPerson;
  technicalContact: MerchantPerson;
  address: MerchantAddress;
  /** Defaults to `address`. */
  correspondenceAddress?: MerchantAddress;
}

export interface MerchantValidationIssue {
  /** Our field path, e.g. 'contactPerson.phoneNumber'. */
  field: string;
  /** Polish, for the form. */
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\d{9}$/;
const POST_CODE = /^\d{2}-?\d{3}$/;
const KRS = /^\d{10}$/;
const URL = /^https?:\/\/[^\s/]+\.[^\s]+$/;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Checks a registration against P24's rules; [] when it may be sent. Never throws. */
export function validateMerchantRegistration(
  input: Partial<MerchantRegistrationInput>,
): MerchantValidationIssue[] {
  const issues: MerchantValidationIssue[] = [];
  const add = (field: string, message: string) => issues.push({ field, message });
  const type = input.businessType;
  if (!isP24BusinessType(type)) {
    add('businessType', 'Wybierz rodzaj działalności (1–10).');
  }
  const name = text(input.name);
  if (name.length < 3 || name.length > 255) {
    add('name', 'Nazwa firmy musi mieć od 3 do 255 znaków.');
  }
  checkEmail(input.email, 'email', 'Adres e-mail', add);
  checkEmail(input.invoiceEmail, 'invoiceEmail', 'Adres e-mail do faktur', add);
  if (!PHONE.test(text(input.phoneNumber))) {
    add('phoneNumber', 'Numer telefonu musi mieć 9 cyfr (bez kierunkowego).');
  }
  if (
    !isValidIban(
      text(input.bankAccount)
        .replace(/\s/g, '')
        .replace(/^(?=\d)/, 'PL'),
    )
  ) {
    add('bankAccount', 'Nieprawidłowy numer rachunku bankowego.');
  }
  const shopUrl = text(input.shopUrl);
  if (shopUrl === '' && text(input.servicesDescription) === '') {
    add('shopUrl', 'Podaj adres strony internetowej albo opis świadczonych usług.');
  } else if (shopUrl !== '' && !URL.test(shopUrl)) {
    add('shopUrl', 'Adres strony musi zaczynać się od http:// lub https://.');
  }
  if (!isP24TradeCode(input.trade)) {
    add('trade', 'Wybierz branżę z listy Przelewy24.');
  }
  if (isP24BusinessType(type)) {
    if (requiresPesel(type) && !isValidPesel(text(input.pesel))) {
      add(
        'pesel',
        text(input.pesel) === ''
          ? 'Podaj numer PESEL (wymagany dla osoby fizycznej).'
          : 'Nieprawidłowy numer PESEL.',
      );
    }
    if (requiresNipAndRegon(type)) {
      if (!isValidNip(text(input.nip).replaceAll('-', ''))) {
        add('nip', text(input.nip) === '' ? 'Podaj numer NIP.' : 'Nieprawidłowy numer NIP.');
      }
      if (!isValidRegon(text(input.regon))) {
        add('regon', text(input.regon) === '' ? 'Podaj numer REGON.' : 'Nieprawidłowy numer REGON.');
      }
    }
    if (requiresKrs(type) && !KRS.test(text(input.krs))) {
      add(
        'krs',
        text(input.krs) === ''
          ? 'Podaj numer KRS (wymagany dla tego rodzaju działalności).'
          : 'Numer KRS musi mieć 10 cyfr.',
      );
    }
  }
  input.representatives?.forEach((person, i) => {
    const personName = text(person.name);
    if (personName === '' || personName.length > 100) {
      add(`representatives.${i}.name`, 'Podaj imię i nazwisko reprezentanta (do 100 znaków).');
    }
    if (!isValidPesel(text(person.pesel))) {
      add(`representatives.${i}.pesel`, 'Nieprawidłowy numer PESEL reprezentanta.');
    }
  });
  checkPerson(input.contactPerson, 'contactPerson', 'osoby kontaktowej', add);
  checkPerson(input.technicalContact, 'technicalContact', 'kontaktu technicznego', add);
  checkAddress(input.address, 'address', 'siedziby', add);
  if (input.correspondenceAddress) {
    checkAddress(input.correspondenceAddress, 'correspondenceAddress', 'korespondencyjnego', add);
  }
  return issues;
}

type Add = (field: string, message: string) => void;

function checkEmail(value: unknown, field: string, label: string, add: Add): void {
  const email = text(value);
  if (!EMAIL.test(email) || email.length > 50) {
    add(field, `${label} jest nieprawidłowy (do 50 znaków).`);
  }
}

function checkPerson(person: MerchantPerson | undefined, field: string, label: string, add: Add): void {
  const name = text(person?.name);
  if (name === '' || name.length > 50) {
    add(`${field}.name`, `Podaj imię i nazwisko ${label} (do 50 znaków).`);
  }
  checkEmail(person?.email, `${field}.email`, `Adres e-mail ${label}`, add);
  if (!PHONE.test(text(person?.phoneNumber))) {
    add(`${field}.phoneNumber`, `Numer telefonu ${label} musi mieć 9 cyfr.`);
  }
}

function checkAddress(address: MerchantAddress | undefined, field: string, label: string, add: Add): void {
  const street = text(address?.street);
  const city = text(address?.city);
  if (street.length < 3 || street.length > 100) {
    add(`${field}.street`, `Ulica adresu ${label} musi mieć od 3 do 100 znaków.`);
  }
  if (city.length < 3 || city.length > 50) {
    add(`${field}.city`, `Miejscowość adresu ${label} musi mieć od 3 do 50 znaków.`);
  }
  if (!POST_CODE.test(text(address?.postCode))) {
    add(`${field}.postCode`, `Kod pocztowy adresu ${label} musi mieć postać 00-000.`);
  }
  if (address?.country !== undefined && address.country !== 'PL') {
    add(`${field}.country`, 'Przelewy24 przyjmuje tylko adresy w Polsce (PL).');
  }
}
