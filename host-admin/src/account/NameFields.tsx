import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '../lib/forms/FormTextField.js';

/** 'Imię' and 'Nazwisko' side by side, for any form holding `firstName` and `lastName`. */
export function NameFields<T extends FieldValues & { firstName: string; lastName: string }>({
  control,
}: {
  control: Control<T>;
}) {
  return (
    <div className="za-form__row">
      <FormTextField
        control={control}
        label="Imię"
        name={'firstName' as Path<T>}
        autoComplete="given-name"
        required
      />
      <FormTextField
        control={control}
        label="Nazwisko"
        name={'lastName' as Path<T>}
        autoComplete="family-name"
        required
      />
    </div>
  );
}
