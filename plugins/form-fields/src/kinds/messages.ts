import { formatPolishCount } from '@zapisy/core';

function number(value: number): string {
  return String(value).replace('.', ',');
}

/** The Polish messages of the built-in kinds' validation (the widget shows the same ones the server sends). */
export const FIELD_MESSAGES = {
  text: 'Podaj tekst.',
  tooLong: (max: number) =>
    `Tekst może mieć najwyżej ${formatPolishCount(max, { one: 'znak', few: 'znaki', many: 'znaków', other: 'znaku' })}.`,
  email: 'Podaj poprawny adres e-mail.',
  phone: 'Podaj poprawny numer telefonu: 9 cyfr albo numer międzynarodowy zaczynający się od +.',
  pesel: 'Podaj poprawny numer PESEL.',
  nip: 'Podaj poprawny NIP (10 cyfr).',
  postalCode: 'Podaj kod pocztowy w formacie NN-NNN.',
  number: 'Podaj liczbę.',
  integer: 'Podaj liczbę całkowitą.',
  min: (min: number) => `Wartość nie może być mniejsza niż ${number(min)}.`,
  max: (max: number) => `Wartość nie może być większa niż ${number(max)}.`,
  step: (step: number, from: number) =>
    `Dozwolone są wartości co ${number(step)}, licząc od ${number(from)}.`,
  date: 'Podaj poprawną datę.',
  birthDateInFuture: 'Data urodzenia nie może być późniejsza niż dzisiejsza.',
  choice: 'Wybierz jedną z opcji.',
  choices: 'Wybierz opcje z listy.',
  unknownOption: (value: string) => `Opcja „${value}” nie należy do listy.`,
  soldOutOption: (label: string) => `Opcja „${label}” jest już niedostępna.`,
  product: 'Nieprawidłowy wybór produktu.',
  singleProduct: 'Można wybrać tylko jeden produkt.',
  productNotInField: (id: string) => `Produkt „${id}” nie jest dostępny w tym polu.`,
  unknownProduct: (id: string) => `Nieznany produkt „${id}”.`,
  unavailableProduct: (name: string) => `Produkt „${name}” jest niedostępny.`,
  productLimit: (name: string, limit: number) => `Produktu „${name}” można zamówić najwyżej ${limit} szt.`,
  installments: 'Wybierz plan płatności.',
  unknownInstallments: (id: string) => `Plan płatności „${id}” nie jest dostępny.`,
  upload: 'Nieprawidłowy identyfikator przesłanego pliku.',
  tooManyFiles: (max: number) =>
    `Można dodać najwyżej ${formatPolishCount(max, { one: 'plik', few: 'pliki', many: 'plików', other: 'pliku' })}.`,
} as const;
