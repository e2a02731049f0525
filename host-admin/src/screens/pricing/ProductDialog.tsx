import type { PricingRuleTreeNode } from '@zapisy/core';
import { useState } from 'react';
import { useApi } from '../../app/services.js';
import { Dialog } from '../../components/Dialog.js';
import { DialogFooter } from '../../components/DialogFooter.js';
import { FormErrors, TextField } from '../../forms/fields.js';
import { useFormMutation } from '../../lib/query/use-form-mutation.js';
import { RuleDialog } from '../../rules/RuleDialog.js';
import { useRuleFields } from '../../rules/use-rule-fields.js';
import { groszeToInput, inputToGrosze, inputToLimit } from './money-input.js';
import { type ProductPatch, type ProductRow, pricingApi } from './pricing-api.js';

const limitText = (value: number | null) => (value === null ? '' : String(value));
const problem = (parsed: object) => ('error' in parsed ? String(parsed.error) : null);

/** A whole number or empty for 'no limit', its problem shown under it. */
function LimitField({
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      hint={hint}
      value={value}
      onChange={onChange}
      inputMode="numeric"
      error={problem(inputToLimit(value))}
    />
  );
}

/** Edits one product; amounts in złoty, limits empty for 'no limit'; the server validates again. */
export function ProductDialog({
  eventId,
  product,
  onClose,
  onSaved,
}: {
  eventId: string;
  product: ProductRow;
  onClose: () => void;
  onSaved: (product: ProductRow) => void;
}) {
  const api = useApi();
  const fields = useRuleFields(eventId);
  const [name, setName] = useState(product.name);
  const [enabled, setEnabled] = useState(product.enabled);
  const [price, setPrice] = useState(groszeToInput(product.price));
  const [inventory, setInventory] = useState(limitText(product.inventory));
  const [maxCount, setMaxCount] = useState(limitText(product.maxCount));
  const [duration, setDuration] = useState(limitText(product.durationMinutes));
  const [visibility, setVisibility] = useState(product.visibilityRule);
  const [editingRule, setEditingRule] = useState(false);
  const save = useFormMutation({
    // The saved product goes into the cached list through onSaved.
    mutationFn: (patch: ProductPatch) => pricingApi.updateProduct(api, eventId, product.productId, patch),
  });

  const parsedPrice = inputToGrosze(price);
  const parsedInventory = inputToLimit(inventory);
  const parsedMax = inputToLimit(maxCount);
  const parsedDuration = inputToLimit(duration);
  const submit = async () => {
    if (
      'error' in parsedPrice ||
      'error' in parsedInventory ||
      'error' in parsedMax ||
      'error' in parsedDuration
    ) {
      return save.setErrors(['Popraw zaznaczone pola.']);
    }
    if (parsedPrice.grosze < 0) return save.setErrors(['Cena nie może być ujemna.']);
    const saved = await save.run({
      name: name.trim(),
      enabled,
      price: parsedPrice.grosze,
      inventory: parsedInventory.value,
      maxCount: parsedMax.value,
      durationMinutes: parsedDuration.value,
      visibilityRule: visibility,
    });
    if (saved) onSaved(saved);
  };

  return (
    <Dialog
      title={`Produkt: ${product.name}`}
      onClose={onClose}
      footer={
        <DialogFooter
          confirmLabel={save.busy ? 'Zapisywanie…' : 'Zapisz produkt'}
          onCancel={onClose}
          onConfirm={() => void submit()}
          disabled={save.busy}
        />
      }
    >
      <FormErrors errors={save.errors} />
      <TextField label="Nazwa" value={name} onChange={setName} required maxLength={200} />
      <TextField
        label="Cena (zł)"
        value={price}
        onChange={setPrice}
        inputMode="decimal"
        error={problem(parsedPrice)}
      />
      <LimitField
        label="Dostępne sztuki"
        hint="Puste: bez limitu. Zmniejsza się z każdym zapisem."
        value={inventory}
        onChange={setInventory}
      />
      <LimitField
        label="Maksymalnie w jednym zamówieniu"
        hint="Puste: bez limitu."
        value={maxCount}
        onChange={setMaxCount}
      />
      <LimitField label="Czas trwania (minuty)" value={duration} onChange={setDuration} />
      <label className="za-check">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} /> Produkt
        aktywny
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
          tree={(visibility?.rule ?? null) as PricingRuleTreeNode | null}
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
