/**
 * Keys of the registration-flow strings (spec, second document §3 "Strings (messages) for the registration
 * flow: question, payments, registrationClosed, surveyClosed, completed title, body and button texts;
 * variants for cash, transfer, online, link-cash, link-transfer, link-online and survey").
 *
 * This file has no imports so that both the vocabulary contract and the message defaults can use it.
 */

/**
 * The completion pages (first document §2 "Completion pages: /zakonczono/rejestracja, /gotowka, /przelew,
 * /online, /platnosc-gotowka, /platnosc-przelew, /platnosc-online, /ankieta"). `registration` is the plain
 * variant; the `link-*` variants follow a payment made from a payment link for an existing registration.
 */
export const COMPLETION_VARIANTS = [
  'registration',
  'cash',
  'transfer',
  'online',
  'link-cash',
  'link-transfer',
  'link-online',
  'survey',
] as const;
export type CompletionVariant = (typeof COMPLETION_VARIANTS)[number];

/** Path of each completion page, relative to the project's address. */
export const COMPLETION_PAGE_PATHS: Readonly<Record<CompletionVariant, string>> = {
  registration: '/zakonczono/rejestracja',
  cash: '/zakonczono/gotowka',
  transfer: '/zakonczono/przelew',
  online: '/zakonczono/online',
  'link-cash': '/zakonczono/platnosc-gotowka',
  'link-transfer': '/zakonczono/platnosc-przelew',
  'link-online': '/zakonczono/platnosc-online',
  survey: '/zakonczono/ankieta',
};

/** The parts every completion page shows. */
export const COMPLETION_PARTS = ['Title', 'Body', 'Button'] as const;
export type CompletionPart = (typeof COMPLETION_PARTS)[number];

/** 'link-cash' → 'LinkCash'; the plain registration variant has no infix. */
type VariantInfix<V extends CompletionVariant> = V extends 'registration'
  ? ''
  : V extends `${infer A}-${infer B}`
    ? `${Capitalize<A>}${Capitalize<B>}`
    : Capitalize<V>;

/** `completedTitle`, `completedCashBody`, `completedLinkOnlineButton`, … */
export type CompletionMessageKey = {
  [V in CompletionVariant]: `completed${VariantInfix<V>}${CompletionPart}`;
}[CompletionVariant];

function variantInfix(variant: CompletionVariant): string {
  if (variant === 'registration') return '';
  return variant
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** The key of one part of one completion page, e.g. `completionMessageKey('link-cash', 'Body')`. */
export function completionMessageKey(variant: CompletionVariant, part: CompletionPart): CompletionMessageKey {
  return `completed${variantInfix(variant)}${part}` as CompletionMessageKey;
}

/** Messages outside the completion pages. */
export const FLOW_MESSAGE_KEYS = ['question', 'payments', 'registrationClosed', 'surveyClosed'] as const;
export type FlowMessageKey = (typeof FLOW_MESSAGE_KEYS)[number];

export type RegistrationMessageKey = FlowMessageKey | CompletionMessageKey;

/** Every message key, in a stable order (flow messages, then each completion page's title, body, button). */
export const REGISTRATION_MESSAGE_KEYS: readonly RegistrationMessageKey[] = [
  ...FLOW_MESSAGE_KEYS,
  ...COMPLETION_VARIANTS.flatMap((variant) =>
    COMPLETION_PARTS.map((part) => completionMessageKey(variant, part)),
  ),
];

export function isRegistrationMessageKey(key: string): key is RegistrationMessageKey {
  return (REGISTRATION_MESSAGE_KEYS as readonly string[]).includes(key);
}
