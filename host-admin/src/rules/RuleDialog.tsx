import { compileRuleGroup, type PricingRuleTreeNode, type RuleGroup, ruleGroupFromTree } from '@zapisy/core';
import { useState } from 'react';
import { Dialog } from '../components/Dialog.js';
import { DialogFooter } from '../components/DialogFooter.js';
import { RuleBuilder } from './RuleBuilder.js';
import { type RuleField, ruleFieldLabels } from './rule-fields.js';

/** What the dialog gives back; a type (plain JSON to the API's types), not an interface. */
export type CompiledRule = {
  rule: PricingRuleTreeNode;
  jsonRule: unknown;
  humanRule: string;
};

const NO_FIELDS_HINT =
  'Formularz zapisów nie ma jeszcze pól. Dodaj je w edytorze formularza, aby warunek mógł z nich korzystać.';

/** Edits one condition in a dialog and hands back its tree, json-logic and sentence together. */
export function RuleDialog({
  title,
  tree,
  fields,
  onSave,
  onClose,
  emptyHint = NO_FIELDS_HINT,
}: {
  title: string;
  tree: PricingRuleTreeNode | null | undefined;
  fields: readonly RuleField[];
  onSave: (compiled: CompiledRule) => void;
  onClose: () => void;
  /** Shown when there are no fields to test. */
  emptyHint?: string;
}) {
  const [group, setGroup] = useState<RuleGroup>(() => ruleGroupFromTree(tree));
  return (
    <Dialog
      title={title}
      onClose={onClose}
      wide
      footer={
        <DialogFooter
          confirmLabel="Zastosuj"
          onCancel={onClose}
          onConfirm={() => onSave(compileRuleGroup(group, ruleFieldLabels(fields)))}
        />
      }
    >
      {fields.length === 0 && <p className="za-field__hint">{emptyHint}</p>}
      <RuleBuilder value={group} fields={fields} onChange={setGroup} />
    </Dialog>
  );
}
