import type { TranslationType } from '@zapisy/core';
import { customer, employee, group, noun, period, purchase } from './nouns.js';

/**
 * Spec: "shop (purchase, shop)": the project is a sklep and each participant row is a zakup; a form
 * submission is a zamówienie. A shop does not "close registration", it stops taking orders.
 */
export const shopVocabulary: TranslationType = {
  id: 'shop',
  label: 'Sklep',
  nouns: {
    project: noun('m', 'sklep', 'sklepu', 'sklepowi', 'sklep', 'sklepem', 'sklepie', 'sklepy', 'sklepów'),
    participant: purchase,
    customer,
    registration: noun(
      'n',
      'zamówienie',
      'zamówienia',
      'zamówieniu',
      'zamówienie',
      'zamówieniem',
      'zamówieniu',
      'zamówienia',
      'zamówień',
    ),
    employee,
    group,
    period,
    purchase,
  },
  messages: {
    question:
      'Czy na pewno chcesz złożyć {registration.accusative}? Sprawdź, czy wszystkie dane są poprawne.',
    registrationClosed: '{Project:Ten|Ta|To} {project} nie przyjmuje obecnie {registration.pluralGenitive}.',
  },
};
