import {
  CheckboxesRenderer,
  DropdownRenderer,
  RadioButtonsRenderer,
  ToggleRenderer,
} from './choice-renderers.js';
import { CollapsibleRenderer, ColumnsRenderer } from './containers.js';
import { DatePickerRenderer } from './date-renderer.js';
import { FileUploadRenderer } from './file-upload-renderer.js';
import { InstallmentsSelectRenderer } from './installments-renderer.js';
import { NumberInputRenderer, RangeRenderer } from './number-renderers.js';
import { ProductRenderer } from './product-renderer.js';
import { registerFieldRenderer } from './registry.js';
import { RichTextRenderer } from './rich-text.js';
import { SignatureRenderer } from './signature-renderer.js';
import {
  EmailInputRenderer,
  FirstNameRenderer,
  LastNameRenderer,
  NameRenderer,
  PhoneNumberRenderer,
  PostalCodeRenderer,
  TextAreaRenderer,
  TextInputRenderer,
} from './text-renderers.js';
import type { CellRenderer } from './types.js';

/** The renderer of every built-in kind, by cell plugin id (spec §3 element kinds, content blocks, containers). */
export const BUILT_IN_RENDERERS: Readonly<Record<string, CellRenderer>> = {
  TextInput: TextInputRenderer,
  EmailInput: EmailInputRenderer,
  MainEmail: EmailInputRenderer,
  PhoneNumber: PhoneNumberRenderer,
  PostalCode: PostalCodeRenderer,
  FirstName: FirstNameRenderer,
  LastName: LastNameRenderer,
  Name: NameRenderer,
  TextArea: TextAreaRenderer,
  NumberInput: NumberInputRenderer,
  Multiplier: NumberInputRenderer,
  Range: RangeRenderer,
  DatePicker: DatePickerRenderer,
  Dropdown: DropdownRenderer,
  BusinessType: DropdownRenderer,
  EmployeeSelect: DropdownRenderer,
  AppointmentSelect: DropdownRenderer,
  RadioButtons: RadioButtonsRenderer,
  Checkboxes: CheckboxesRenderer,
  Toggle: ToggleRenderer,
  EmailToggle: ToggleRenderer,
  EmptyFormToggle: ToggleRenderer,
  Signature: SignatureRenderer,
  FileUpload: FileUploadRenderer,
  Product: ProductRenderer,
  InstallmentsSelect: InstallmentsSelectRenderer,
  RichText: RichTextRenderer,
  TwoColumnRow: ColumnsRenderer,
  ThreeColumnRow: ColumnsRenderer,
  FourColumnRow: ColumnsRenderer,
  CollapsibleRow: CollapsibleRenderer,
};

export function registerBuiltInRenderers(): void {
  for (const [kindId, component] of Object.entries(BUILT_IN_RENDERERS))
    registerFieldRenderer(kindId, component);
}
