import { useMemo, useState } from 'react';
import { RuleDialog } from '../../rules/RuleDialog.js';
import { useEditorForm } from './editor-form-context.js';
import { type FieldRuleKey, storedFieldRule, toStoredFieldRule } from './field-rule.js';
import { otherRuleFields } from './other-rule-fields.js';

type CellData = Record<string, unknown>;

export interface FieldRuleButtonsProps {
  /** The cell's id (react-page's nodeId). */
  readonly nodeId: string;
  readonly data: CellData;
  /** react-page's cell data update: merges the given keys into the cell data. */
  readonly onChange: (data: Partial<CellData>) => void;
}

const DIALOG_TITLES: Readonly<Record<FieldRuleKey, string>> = {
  jsonRule: 'Kiedy pole jest widoczne',
  requiredRule: 'Kiedy pole jest wymagane',
};

function buttonText(key: FieldRuleKey, data: CellData): string {
  const rule = storedFieldRule(data, key);
  const when = rule ? `gdy ${rule.humanRule?.trim() || 'warunek'}` : null;
  if (key === 'jsonRule') return `Widoczność: ${when ?? 'zawsze'} ▸`;
  if (when) return `Wymagalność: ${when} ▸`;
  return `Wymagalność: ${data.required === true ? 'zawsze' : 'pole nieobowiązkowe'} ▸`;
}

/**
 * The field's visibility rule (`jsonRule`: shown when truthy) and requirement rule (`requiredRule`:
 * required when truthy), each edited in the rule builder over the form's other fields and written into the
 * cell data as `{logic, humanRule, rule}` — so the change goes through the editor's history and autosave.
 */
export function FieldRuleButtons({ nodeId, data, onChange }: FieldRuleButtonsProps) {
  const form = useEditorForm();
  const [editing, setEditing] = useState<FieldRuleKey | null>(null);
  const fields = useMemo(
    () => (form && editing ? otherRuleFields(form.value, form.cells, nodeId) : []),
    [form, editing, nodeId],
  );
  return (
    <div className="za-field-rules" data-testid="field-rule-buttons">
      {(['jsonRule', 'requiredRule'] as const).map((key) => (
        <button
          key={key}
          type="button"
          className="za-button za-button--secondary za-button--small"
          data-testid={`field-rule-${key}`}
          onClick={() => setEditing(key)}
        >
          {buttonText(key, data)}
        </button>
      ))}
      {editing && (
        <RuleDialog
          title={DIALOG_TITLES[editing]}
          tree={storedFieldRule(data, editing)?.rule}
          fields={fields}
          emptyHint="Formularz nie ma jeszcze innych pól. Dodaj je, aby warunek mógł z nich korzystać."
          onClose={() => setEditing(null)}
          onSave={(compiled) => {
            onChange({ [editing]: toStoredFieldRule(compiled) });
            setEditing(null);
          }}
        />
      )}
    </div>
  );
}
