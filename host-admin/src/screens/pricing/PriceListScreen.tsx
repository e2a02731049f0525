import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PAYMENT_RULE_CATEGORY } from '@zapisy/core';
import { useState } from 'react';
import { useFeedback, useTypedApi } from '../../app/services.js';
import { Spinner } from '../../components/Spinner.js';
import { TableHead } from '../../components/TableHead.js';
import { FormErrors } from '../../forms/fields.js';
import { groszeToInput, inputToGrosze } from '../../lib/forms/money-input.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { useFormMutation } from '../../lib/query/use-form-mutation.js';
import { useProject } from '../../project/project-context.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { RuleDialog } from '../../rules/RuleDialog.js';
import { ruleTreeOf } from '../../rules/rule-tree.js';
import { useRuleFields } from '../../rules/use-rule-fields.js';
import { ProjectScreenFrame } from '../ProjectScreenFrame.js';
import { type PriceListRule, pricingApi } from './pricing-api.js';

type Row = PriceListRule & { key: string };

let keys = 0;
const withKey = (rule: PriceListRule): Row => ({ ...rule, key: `r${keys++}` });

/**
 * /admin/ustawienia/cennik: the project's price list and payment rules (second document §3 "PaymentRule:
 * category (default 'Cennik'), name, amount, percent, rule, jsonRule, humanRule"). Amounts are typed in
 * złoty and stored in grosze; a rule is either an amount (negative = rebate) or a percent of the total.
 */
export function PriceListScreen({ route }: AreaScreenProps) {
  const api = useTypedApi();
  const { current } = useProject();
  const eventId = current?.eventId;
  const loaded = useQuery({
    queryKey: queryKeys.paymentRules(eventId ?? ''),
    queryFn: () => pricingApi.rules(api, eventId ?? ''),
    enabled: Boolean(eventId),
    // The editor starts from what is stored now, not from a cached copy.
    staleTime: 0,
  });
  return (
    <ProjectScreenFrame title={route.title} meta={(project) => project.event.name}>
      {() =>
        eventId && loaded.data ? (
          <PriceListEditor key={eventId} eventId={eventId} initial={loaded.data.rules} />
        ) : (
          <Spinner label="Wczytywanie cennika…" />
        )
      }
    </ProjectScreenFrame>
  );
}

function PriceListEditor({ eventId, initial }: { eventId: string; initial: readonly PriceListRule[] }) {
  const api = useTypedApi();
  const feedback = useFeedback();
  const fields = useRuleFields(eventId);
  const [rows, setRows] = useState<Row[]>(() => initial.map(withKey));
  const [editing, setEditing] = useState<string | null>(null);
  const [amountTexts, setAmountTexts] = useState<Record<string, string>>({});
  const save = useFormMutation({
    mutationFn: (rules: PriceListRule[]) => pricingApi.saveRules(api, eventId, rules),
    invalidates: [queryKeys.paymentRules(eventId)],
  });

  const update = (key: string, patch: Partial<PriceListRule>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const amountText = (row: Row) => amountTexts[row.key] ?? (row.amount ? groszeToInput(row.amount) : '');
  const amountErrors = rows.flatMap((row) => {
    const parsed = inputToGrosze(amountText(row));
    return 'error' in parsed ? [`${row.name || 'Reguła bez nazwy'}: ${parsed.error}`] : [];
  });
  const editingRow = rows.find((r) => r.key === editing);

  const submit = async () => {
    if (amountErrors.length > 0) return save.setErrors(amountErrors);
    const rules = rows.map(({ key, ...rule }) => {
      const parsed = inputToGrosze(amountText({ key, ...rule }));
      return { ...rule, amount: 'grosze' in parsed ? parsed.grosze : 0 };
    });
    const saved = await save.run(rules);
    if (saved) {
      setRows(saved.rules.map(withKey));
      setAmountTexts({});
      feedback.success();
    }
  };

  return (
    <form
      className="za-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FormErrors errors={save.errors} />
      <table className="za-table" data-testid="price-list">
        <TableHead
          columns={['Kategoria', 'Nazwa', 'Kwota (zł)', 'Procent', 'Warunek']}
          hiddenColumns={['Akcje']}
        />
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={6}>Cennik jest pusty. Dodaj pierwszą pozycję.</td>
            </tr>
          )}
          {rows.map((row, index) => (
            <tr key={row.key} data-testid="price-rule">
              <td>
                <input
                  className="za-input za-input--compact"
                  aria-label={`Kategoria pozycji ${index + 1}`}
                  value={row.category ?? ''}
                  placeholder={DEFAULT_PAYMENT_RULE_CATEGORY}
                  disabled={row.readOnly}
                  onChange={(e) => update(row.key, { category: e.target.value })}
                />
              </td>
              <td>
                <input
                  className="za-input za-input--compact"
                  aria-label={`Nazwa pozycji ${index + 1}`}
                  value={row.name ?? ''}
                  disabled={row.readOnly}
                  onChange={(e) => update(row.key, { name: e.target.value })}
                />
              </td>
              <td>
                <input
                  className="za-input za-input--compact za-input--number"
                  aria-label={`Kwota pozycji ${index + 1}`}
                  inputMode="decimal"
                  value={amountText(row)}
                  disabled={row.readOnly || Boolean(Number(row.percent ?? 0))}
                  onChange={(e) => setAmountTexts((t) => ({ ...t, [row.key]: e.target.value }))}
                />
              </td>
              <td>
                <input
                  className="za-input za-input--compact za-input--number"
                  aria-label={`Procent pozycji ${index + 1}`}
                  inputMode="decimal"
                  value={row.percent == null ? '' : String(row.percent)}
                  disabled={row.readOnly || Boolean(row.amount) || Boolean(amountTexts[row.key]?.trim())}
                  onChange={(e) =>
                    update(row.key, { percent: e.target.value.trim() === '' ? null : e.target.value })
                  }
                />
              </td>
              <td>
                <span data-testid="price-rule-human">{row.humanRule || 'zawsze'}</span>{' '}
                {!row.readOnly && (
                  <button type="button" className="za-link-button" onClick={() => setEditing(row.key)}>
                    Zmień warunek
                  </button>
                )}
              </td>
              <td>
                {!row.readOnly && (
                  <button
                    type="button"
                    className="za-link-button"
                    onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
                  >
                    Usuń
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="za-field__hint">
        Kwota ujemna to rabat (np. -50,00). Procent liczy się od sumy kwot pasujących pozycji (np. 10 albo
        -5). Pozycja bez warunku obowiązuje zawsze.
      </p>
      <div className="za-form__actions">
        <button
          type="button"
          className="za-button za-button--secondary"
          onClick={() =>
            setRows((all) => [...all, withKey({ category: DEFAULT_PAYMENT_RULE_CATEGORY, name: '' })])
          }
        >
          Dodaj pozycję
        </button>
        <button type="submit" className="za-button" disabled={save.busy}>
          {save.busy ? 'Zapisywanie…' : 'Zapisz cennik'}
        </button>
      </div>
      {editingRow && (
        <RuleDialog
          title={`Warunek: ${editingRow.name || 'pozycja cennika'}`}
          tree={ruleTreeOf(editingRow.rule)}
          fields={fields}
          onClose={() => setEditing(null)}
          onSave={(compiled) => {
            update(editingRow.key, compiled);
            setEditing(null);
          }}
        />
      )}
    </form>
  );
}
