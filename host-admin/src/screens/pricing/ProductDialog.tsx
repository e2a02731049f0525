import { VAT_RATE_TABLE, vatRateLabel } from '@zapisy/core';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTypedApi } from '../../app/services.js';
import { Dialog } from '../../components/Dialog.js';
import { DialogFooter } from '../../components/DialogFooter.js';
import { FormErrors } from '../../forms/fields.js';
import { FormTextField } from '../../lib/forms/FormTextField.js';
import { groszeToInput, inputToGrosze, inputToLimit } from '../../lib/forms/money-input.js';
import { schemaResolver } from '../../lib/forms/schema-resolver.js';
import { useFormSave } from '../../lib/forms/use-form-save.js';
import { withChecks } from '../../lib/forms/with-checks.js';
import { useApiMutation } from '../../lib/query/use-api-mutation.js';
import { RuleDialog } from '../../rules/RuleDialog.js';
import { ruleTreeOf } from '../../rules/rule-tree.js';
import { useRuleFields } from '../../rules/use-rule-fields.js';
import { type ProductPatch, type ProductRow, pricingApi } from './pricing-api.js';

const limitText = (value: number | null) => (value === null ? '' : String(value));

interface ProductValues {
  name: string;
  enabled: boolean;
  price: string;
  inventory: string;
  maxCount: string;
  durationMinutes: string;
  /** '' = the project's rate. */
  vatRate: string;
  description: string;
}

const PRODUCT_FIELDS: ReadonlySet<string> = new Set([
  'name',
  'enabled',
  'price',
  'inventory',
  'maxCount',
  'durationMinutes',
  'vatRate',
  'description',
]);

/** Spec: "name (default '< Nowy produkt >')" — what a product not yet saved starts with. */
export const NEW_PRODUCT_NAME = '< Nowy produkt >';
const DESCRIPTION_MAX_LENGTH = 2000;

/** A product being added: nothing is stored until the organizer saves the dialog. */
export const NEW_PRODUCT_DRAFT = {
  name: NEW_PRODUCT_NAME,
  enabled: true,
  price: 0,
  inventory: null,
  maxCount: null,
  durationMinutes: null,
  visibilityRule: null,
  vatRate: null,
  description: '',
} as const;

export type ProductDraft = Omit<
  ProductRow,
  'productId' | 'eventId' | 'template' | 'createdAt' | 'updatedAt'
> & {
  productId?: string;
};

/** The VAT choices of a product: the current rates, and an older rate only when the product has it. */
export function productVatOptions(stored: string | null): [string, string][] {
  const codes = VAT_RATE_TABLE.filter((e) => e.current || e.code === stored).map((e) => e.code);
  return [['', 'Jak w projekcie'], ...codes.map((code): [string, string] => [code, vatRateLabel(code)])];
}
const LIMITS = ['inventory', 'maxCount', 'durationMinutes'] as const;

/** The server's limits of the product's name; money and limits are checked below. */
const productFormSchema = {
  type: 'object',
  properties: { name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' } },
} as const;

/** The price in złoty (not negative) and each limit a whole number or empty: each problem under its field. */
export function productProblems(values: ProductValues): Partial<Record<keyof ProductValues, string>> {
  const problems: Partial<Record<keyof ProductValues, string>> = {};
  const price = inputToGrosze(values.price);
  if ('error' in price) problems.price = price.error;
  else if (price.grosze < 0) problems.price = 'Cena nie może być ujemna.';
  for (const field of LIMITS) {
    const limit = inputToLimit(values[field]);
    if ('error' in limit) problems[field] = limit.error;
  }
  return problems;
}

const limitOf = (text: string) => {
  const limit = inputToLimit(text);
  return 'value' in limit ? limit.value : null;
};

/** The PATCH body of checked values: grosze, limits as numbers or null. */
function productPatch(values: ProductValues, visibilityRule: ProductRow['visibilityRule']): ProductPatch {
  const price = inputToGrosze(values.price);
  return {
    name: values.name.trim(),
    enabled: values.enabled,
    price: 'grosze' in price ? price.grosze : 0,
    inventory: limitOf(values.inventory),
    maxCount: limitOf(values.maxCount),
    durationMinutes: limitOf(values.durationMinutes),
    visibilityRule,
    vatRate: (values.vatRate === '' ? null : values.vatRate) as ProductPatch['vatRate'],
    description: values.description.trim(),
  };
}

/**
 * Edits one product, or a new one (no `productId`: created only when 'Zapisz produkt' is pressed; 'Anuluj'
 * leaves nothing behind); amounts in złoty, limits empty for 'no limit'; the server validates again.
 */
export function ProductDialog({
  eventId,
  product,
  onClose,
  onSaved,
}: {
  eventId: string;
  product: ProductDraft;
  onClose: () => void;
  onSaved: (product: ProductRow, created: boolean) => void;
}) {
  const productId = product.productId;
  const idBase = useId();
  const api = useTypedApi();
  const fields = useRuleFields(eventId);
  const [visibility, setVisibility] = useState(product.visibilityRule);
  const [editingRule, setEditingRule] = useState(false);
  const form = useForm<ProductValues>({
    mode: 'onChange',
    defaultValues: {
      name: product.name,
      enabled: product.enabled,
      price: groszeToInput(product.price),
      inventory: limitText(product.inventory),
      maxCount: limitText(product.maxCount),
      durationMinutes: limitText(product.durationMinutes),
      vatRate: product.vatRate ?? '',
      description: product.description,
    },
    resolver: withChecks(schemaResolver<ProductValues>(productFormSchema), productProblems),
  });
  const save = useApiMutation({
    // The saved product goes into the cached list through onSaved.
    mutationFn: (patch: ProductPatch) =>
      productId === undefined
        ? pricingApi.createProduct(api, eventId, patch)
        : pricingApi.updateProduct(api, eventId, productId, patch),
    showsErrors: true,
  });

  const { control } = form;
  const { problems, send } = useFormSave(PRODUCT_FIELDS, form.setError);

  const submit = form.handleSubmit(async (values) => {
    const saved = await send(() => save.mutateAsync(productPatch(values, visibility)));
    if (saved) onSaved(saved, productId === undefined);
  });

  return (
    <Dialog
      title={productId === undefined ? 'Nowy produkt' : `Produkt: ${product.name}`}
      onClose={onClose}
      footer={
        <DialogFooter
          confirmLabel={save.isPending ? 'Zapisywanie…' : 'Zapisz produkt'}
          onCancel={onClose}
          onConfirm={() => void submit()}
          disabled={save.isPending}
        />
      }
    >
      <FormErrors errors={problems} />
      <FormTextField control={control} name="name" label="Nazwa" required maxLength={200} />
      <FormTextField control={control} name="price" label="Cena (zł)" inputMode="decimal" />
      <div className="za-field">
        <label className="za-field__label" htmlFor={`${idBase}-vat`}>
          Stawka VAT
        </label>
        <select
          id={`${idBase}-vat`}
          className="za-input"
          aria-describedby={`${idBase}-vat-hint`}
          {...form.register('vatRate')}
        >
          {productVatOptions(product.vatRate).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
        <p id={`${idBase}-vat-hint`} className="za-field__hint">
          „Jak w projekcie”: stawka z ustawień faktur projektu.
        </p>
      </div>
      <label className="za-field">
        <span className="za-field__label">Opis</span>
        <textarea
          className="za-input za-textarea"
          rows={3}
          maxLength={DESCRIPTION_MAX_LENGTH}
          {...form.register('description')}
        />
      </label>
      <FormTextField
        control={control}
        name="inventory"
        label="Dostępne sztuki"
        hint="Puste: bez limitu. Zmniejsza się z każdym zapisem."
        inputMode="numeric"
      />
      <FormTextField
        control={control}
        name="maxCount"
        label="Maksymalnie w jednym zamówieniu"
        hint="Puste: bez limitu."
        inputMode="numeric"
      />
      <FormTextField
        control={control}
        name="durationMinutes"
        label="Czas trwania (minuty)"
        inputMode="numeric"
      />
      <label className="za-check">
        <input type="checkbox" {...form.register('enabled')} /> Produkt aktywny
      </label>
      <p className="za-field__hint">
        Widoczny: {visibility?.humanRule || 'zawsze'}{' '}
        <button type="button" className="za-link-button" onClick={() => setEditingRule(true)}>
          Zmień warunek
        </button>
      </p>
      {editingRule && (
        <RuleDialog
          title="Kiedy produkt jest widoczny w formularzu"
          tree={ruleTreeOf(visibility?.rule)}
          fields={fields}
          onClose={() => setEditingRule(false)}
          onSave={(compiled) => {
            setVisibility(compiled.jsonRule === null ? null : compiled);
            setEditingRule(false);
          }}
        />
      )}
    </Dialog>
  );
}
