/** JSON Schemas of the price-list routes. */

export const eventParams = {
  type: 'object',
  required: ['eventId'],
  properties: { eventId: { type: 'string', minLength: 1, maxLength: 100, description: 'eventId projektu' } },
} as const;

/** Second document §3 "PaymentRule: category (default 'Cennik'), name, amount, percent, rule, jsonRule, humanRule, id, readOnly, builderElementId". */
export const paymentRuleSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 100 },
    category: { type: 'string', maxLength: 200 },
    name: { type: 'string', maxLength: 500 },
    amount: { type: ['integer', 'null'], description: 'Kwota w groszach; ujemna dla rabatu' },
    percent: { type: ['number', 'string', 'null'], description: 'Procent sumy (10 = 10 %)' },
    rule: {
      type: ['object', 'null'],
      additionalProperties: true,
      description: 'Drzewo warunków kreatora reguł',
    },
    jsonRule: { description: 'Warunek jako json-logic' },
    humanRule: { type: 'string', maxLength: 5000 },
    readOnly: { type: 'boolean' },
    builderElementId: { type: 'string', maxLength: 100 },
  },
  additionalProperties: { not: {} },
} as const;

export const paymentRulesBody = {
  type: 'object',
  required: ['rules'],
  properties: { rules: { type: 'array', maxItems: 500, items: paymentRuleSchema } },
  additionalProperties: { not: {} },
} as const;

export const paymentRulesAnswer = {
  type: 'object',
  required: ['eventId', 'rules', 'updatedAt'],
  properties: {
    eventId: { type: 'string' },
    rules: {
      type: 'array',
      items: { ...paymentRuleSchema, additionalProperties: true },
    },
    updatedAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;
