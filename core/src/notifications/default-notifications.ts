import type { NotificationDefinition } from './notification-definition.js';

/**
 * The definitions every new project starts with (second document §3: "Default participant event types:
 * participant_registration (to participant and to organization), participant_paid, participant_overdue,
 * participant_upcoming_payment"; §9: "Default notification offsets (days): registration 0, paid 0, overdue 2
 * and 14, upcoming payment 5"). E-mail on, SMS prepared but off (it costs money). Ids are fixed per project,
 * so a copy of the project keeps them and a participant is never sent the same default twice.
 */
const base = {
  contextType: 'participant',
  receiver: 'participant',
  from: null,
  enabled: true,
  smsEnabled: false,
  mailEnabled: true,
  allowMultipleRuns: false,
  rule: null,
  version: 1,
  isActive: true,
} as const;

const SIGNATURE = '\n\nPozdrawiamy\n{{ORGANIZATION_NAME}}';

export const DEFAULT_NOTIFICATION_DEFINITIONS: readonly NotificationDefinition[] = [
  {
    ...base,
    id: 'zapisU',
    eventType: 'participant_registration',
    days: 0,
    mailSubjectTemplate: 'Potwierdzenie zgłoszenia: {{EVENT_NAME}}',
    mailBodyTemplate:
      'Dzień dobry {{FIRST_NAME}},\n\nprzyjęliśmy Twoje zgłoszenie: {{EVENT_NAME}}.\n\n' +
      'Kwota do zapłaty: {{TOTAL_SUM}}\nWymagane teraz: {{LEFT_TO_PAY_REQUIRED}}\n\n' +
      'Zapłacić i sprawdzić stan wpłat możesz tutaj: {{PAYMENT_LINK}}' +
      SIGNATURE,
    smsTemplate:
      '{{EVENT_NAME}}: przyjęliśmy Twoje zgłoszenie. Do zapłaty {{LEFT_TO_PAY_REQUIRED}}: {{PAYMENT_LINK}}',
  },
  {
    ...base,
    id: 'zapisO',
    receiver: 'organization',
    eventType: 'participant_registration',
    days: 0,
    mailSubjectTemplate: 'Nowe zgłoszenie: {{FIRST_NAME}} {{LAST_NAME}} ({{EVENT_NAME}})',
    mailBodyTemplate:
      'Nowe zgłoszenie w projekcie {{EVENT_NAME}}.\n\n' +
      'Uczestnik: {{FIRST_NAME}} {{LAST_NAME}}\nE-mail: {{EMAIL_MAIN}}\nTelefon: {{PHONE_NUMBER}}\n' +
      'Kwota: {{TOTAL_SUM}}',
    smsTemplate: 'Nowe zgłoszenie: {{FIRST_NAME}} {{LAST_NAME}}, {{EVENT_NAME}}, {{TOTAL_SUM}}',
  },
  {
    ...base,
    id: 'oplacU',
    eventType: 'participant_paid',
    days: 0,
    mailSubjectTemplate: 'Wpłata zaksięgowana: {{EVENT_NAME}}',
    mailBodyTemplate:
      'Dzień dobry {{FIRST_NAME}},\n\nzaksięgowaliśmy Twoje wpłaty: {{PAYMENTS}}. ' +
      'Udział w {{EVENT_NAME}} jest opłacony.' +
      SIGNATURE,
    smsTemplate: '{{EVENT_NAME}}: wpłata zaksięgowana, udział opłacony.',
  },
  {
    ...base,
    id: 'zal02U',
    eventType: 'participant_overdue',
    days: 2,
    mailSubjectTemplate: 'Przypomnienie o zaległej wpłacie: {{EVENT_NAME}}',
    mailBodyTemplate:
      'Dzień dobry {{FIRST_NAME}},\n\nminął termin wpłaty za {{EVENT_NAME}}. ' +
      'Zaległa kwota: {{LEFT_TO_PAY_LATE}}.\n\nZapłacić możesz tutaj: {{PAYMENT_LINK}}\n\n' +
      'Jeśli wpłata jest już w drodze, prosimy uznać tę wiadomość za nieaktualną.' +
      SIGNATURE,
    smsTemplate: '{{EVENT_NAME}}: zaległa wpłata {{LEFT_TO_PAY_LATE}}. Zapłać: {{PAYMENT_LINK}}',
  },
  {
    ...base,
    id: 'zal14U',
    eventType: 'participant_overdue',
    days: 14,
    mailSubjectTemplate: 'Druga prośba o zaległą wpłatę: {{EVENT_NAME}}',
    mailBodyTemplate:
      'Dzień dobry {{FIRST_NAME}},\n\nod dwóch tygodni czekamy na wpłatę za {{EVENT_NAME}}. ' +
      'Zaległa kwota: {{LEFT_TO_PAY_LATE}}.\n\nZapłacić możesz tutaj: {{PAYMENT_LINK}}\n\n' +
      'Jeśli masz pytania o płatność, odpowiedz na tę wiadomość.' +
      SIGNATURE,
    smsTemplate: '{{EVENT_NAME}}: nadal czekamy na wpłatę {{LEFT_TO_PAY_LATE}}. Zapłać: {{PAYMENT_LINK}}',
  },
  {
    ...base,
    id: 'termU5',
    eventType: 'participant_upcoming_payment',
    days: 5,
    mailSubjectTemplate: 'Zbliża się termin wpłaty: {{EVENT_NAME}}',
    mailBodyTemplate:
      'Dzień dobry {{FIRST_NAME}},\n\n{{NEXT_PAYMENT_DATE}} mija termin kolejnej wpłaty za {{EVENT_NAME}}: ' +
      '{{NEXT_PAYMENT_AMOUNT}}.\n\nZapłacić możesz tutaj: {{PAYMENT_LINK}}' +
      SIGNATURE,
    smsTemplate:
      '{{EVENT_NAME}}: {{NEXT_PAYMENT_DATE}} termin wpłaty {{NEXT_PAYMENT_AMOUNT}}. {{PAYMENT_LINK}}',
  },
];
