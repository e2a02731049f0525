import { fileURLToPath } from 'node:url';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Tests import `@zapisy/core` and plugins' browser parts from source, so they run without a prior build. */
export const sourceAliases = {
  // Before '@zapisy/core': an alias also matches longer specifiers, and the first match wins.
  '@zapisy/core/testing': source('./core/src/testing/index.ts'),
  '@zapisy/core': source('./core/src/index.ts'),
  '@zapisy/plugin-form-fields/kinds': source('./plugins/form-fields/src/kinds/index.ts'),
  '@zapisy/plugin-form-fields/widget': source('./plugins/form-fields/src/widget/index.ts'),
  '@zapisy/plugin-form-fields/editor': source('./plugins/form-fields/src/editor/index.ts'),
  '@zapisy/plugin-translation-types/widget': source('./plugins/translation-types/src/vocabularies/index.ts'),
  '@zapisy/payment-fake-kit': source('./plugins/payment-fake-kit/src/index.ts'),
  '@zapisy/plugin-payment-przelewy24/fake': source('./plugins/payment-przelewy24/src/fake/index.ts'),
  '@zapisy/plugin-payment-przelewy24': source('./plugins/payment-przelewy24/src/index.ts'),
  '@zapisy/plugin-payment-przelewy24-marketplace/fake': source(
    './plugins/payment-przelewy24-marketplace/src/fake/index.ts',
  ),
  '@zapisy/plugin-payment-przelewy24-marketplace': source(
    './plugins/payment-przelewy24-marketplace/src/index.ts',
  ),
  '@zapisy/plugin-payment-paynow/fake': source('./plugins/payment-paynow/src/fake/index.ts'),
  '@zapisy/plugin-payment-paynow': source('./plugins/payment-paynow/src/index.ts'),
  '@zapisy/plugin-payment-payu/fake': source('./plugins/payment-payu/src/fake/index.ts'),
  '@zapisy/plugin-payment-payu': source('./plugins/payment-payu/src/index.ts'),
  '@zapisy/plugin-captcha-pow/widget': source('./plugins/captcha-pow/src/widget/index.ts'),
  '@zapisy/plugin-captcha-pow': source('./plugins/captcha-pow/src/index.ts'),
  '@zapisy/plugin-captcha-recaptcha/widget': source('./plugins/captcha-recaptcha/src/widget/index.ts'),
  '@zapisy/plugin-captcha-recaptcha/fake': source('./plugins/captcha-recaptcha/src/fake/index.ts'),
  '@zapisy/plugin-captcha-recaptcha': source('./plugins/captcha-recaptcha/src/index.ts'),
  '@zapisy/plugin-accounting-ifirma': source('./plugins/accounting-ifirma/src/index.ts'),
  '@zapisy/plugin-accounting-fakturownia': source('./plugins/accounting-fakturownia/src/index.ts'),
  // After the subpaths: an alias also matches longer specifiers, and the first match wins.
  '@zapisy/plugin-form-fields': source('./plugins/form-fields/src/index.ts'),
};

/**
 * Tests that render whole screens in jsdom: its label and role queries grow with the page, and two CPU
 * cores shared by every suite make 5 s (vitest's default) a coin toss for the larger screens.
 */
export const jsdomTimeouts = { testTimeout: 20_000, hookTimeout: 20_000 };
