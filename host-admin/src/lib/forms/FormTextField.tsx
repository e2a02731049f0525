import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../../forms/fields.js';

/** The shared TextField bound to a react-hook-form field: its value, and its message (client or server). */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'name'> & {
  control: Control<T>;
  name: FieldPath<T>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
