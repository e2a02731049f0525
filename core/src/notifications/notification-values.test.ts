import { describe, expect, it } from 'vitest';
import { nextInstallment } from './next-installment.js';
import { participantNotificationValues } from './notification-values.js';

const installments = [
  { installmentId: 'b', date: new Date('2026-12-15T11:00:00Z'), amount: 30000, grossAmount: 30000 },
  { installmentId: 'a', date: new Date('2026-11-20T11:00:00Z'), amount: 20000, grossAmount: 20000 },
];

describe('nextInstallment — payments cover installments from the earliest', () => {
  it('nothing paid: the earliest in full; part paid: what remains of it; the first covered: the second', () => {
    expect(nextInstallment(installments, 0)).toEqual({ date: installments[1]?.date, amount: 20000 });
    expect(nextInstallment(installments, 5000)).toEqual({ date: installments[1]?.date, amount: 15000 });
    expect(nextInstallment(installments, 20000)).toEqual({ date: installments[0]?.date, amount: 30000 });
  });
  it('all covered, or no installments: none', () => {
    expect(nextInstallment(installments, 50000)).toBeNull();
    expect(nextInstallment(undefined, 0)).toBeNull();
  });
});

describe('participantNotificationValues — "Template placeholders: EVENT_NAME, FIRST_NAME, LAST_NAME, EMAIL_MAIN, PHONE_NUMBER, PAYMENT_LINK, TOTAL_SUM, PAYMENTS, LEFT_TO_PAY, LEFT_TO_PAY_REQUIRED, LEFT_TO_PAY_LATE"', () => {
  const values = participantNotificationValues({
    eventName: 'Obóz żeglarski 2027',
    organizationName: 'Fundacja Wiatr',
    paymentLink: 'https://oboz.zapisy.local/l?k=abc',
    dateFormat: 'dd.MM.yyyy',
    participant: {
      data: [
        { name: 'first_name', value: 'Anna' },
        { name: 'last_name', value: 'Kowalska' },
        { name: 'email_main', value: 'anna@example.pl' },
        { name: 'phone_number', value: '500100200' },
        { name: 'diet', value: 'veg' },
        { name: 'age', value: 14 },
        { name: 'photo_consent', value: true },
      ],
      calculated: {
        totalSum: 123456,
        payments: 20000,
        leftToPay: 103456,
        leftToPayRequired: 0,
        leftToPayLate: 0,
      },
      installments,
    },
    answerTexts: { diet: 'Wegetariańska', photo_consent: 'Tak' },
  });

  it('names, contact, link and money in złote as the product writes them', () => {
    expect(values).toMatchObject({
      EVENT_NAME: 'Obóz żeglarski 2027',
      ORGANIZATION_NAME: 'Fundacja Wiatr',
      FIRST_NAME: 'Anna',
      LAST_NAME: 'Kowalska',
      EMAIL_MAIN: 'anna@example.pl',
      PHONE_NUMBER: '500100200',
      PAYMENT_LINK: 'https://oboz.zapisy.local/l?k=abc',
      TOTAL_SUM: '1 234,56 zł',
      PAYMENTS: '200,00 zł',
      LEFT_TO_PAY: '1 034,56 zł',
      LEFT_TO_PAY_REQUIRED: '0,00 zł',
      LEFT_TO_PAY_LATE: '0,00 zł',
    });
  });
  it('the next installment in the project date format, on its Warsaw day', () => {
    expect(values.NEXT_PAYMENT_DATE).toBe('15.12.2026');
    expect(values.NEXT_PAYMENT_AMOUNT).toBe('300,00 zł');
  });
  it('every form answer by its field name, as the organizer reads it, never a stored id or true', () => {
    expect(values.diet).toBe('Wegetariańska');
    expect(values.photo_consent).toBe('Tak');
    expect(values.age).toBe('14');
  });
  it('a participant with no money figures yet: zero, not an empty placeholder', () => {
    const bare = participantNotificationValues({
      eventName: 'X',
      organizationName: 'Y',
      paymentLink: '',
      participant: { data: [{ name: 'first_name', value: 'Jan' }] },
    });
    expect(bare.TOTAL_SUM).toBe('0,00 zł');
    expect(bare.NEXT_PAYMENT_DATE).toBe('');
  });
});
