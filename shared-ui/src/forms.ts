/**
 * shared-ui/forms: the Formik-bound fields and editors of the design system (docs/ARCHITECTURE.md), a
 * separate shared entry so that a screen without a form (the reports list) does not load
 * Formik, yup, the drop zone, the cropper, the pick list, the unsaved-changes guard or the country names (issue 12, first load).
 * Core pieces come from 'shared-ui' itself, so both entries share one i18n context.
 */
export {
  TextField,
  CheckboxField,
  SelectField,
  TextAreaField,
  SwitchField,
  type TextFieldProps,
  type SelectFieldProps,
  type TextAreaFieldProps,
} from './fields';
export { RichTextEditor, RichTextField } from './rich-text/RichTextEditor';
export type { RichTextEditorProps } from './rich-text/props';
export { TagField, type TagFieldProps } from './TagField';
export { ImageCropField, type ImageCropFieldProps } from './ImageCropField';
export { toFormErrors } from './formErrors';
export { PartyModal, temporaryUuid, type PartyModalProps } from './party/PartyModal';
export { AddressFields, EMPTY_ADDRESS, addressValues } from './party/AddressFields';
export { EditForm } from './EditForm';
export { EditPage, type EditPageProps } from './edit/EditPage';
export {
  forRecord,
  useEditController,
  useRecordId,
  type EditController,
  type EditControllerOptions,
  type RecordId,
} from './edit/useEditController';
export { FocusFirstError } from './FocusFirstError';
export { NewPasswordFields } from './NewPasswordFields';
export { DateField, type DateFieldProps } from './DateField';
export { DropZone, type DropZoneProps, type FileRejection } from './DropZone';
export { PickList, type PickItem, type PickListProps } from './PickList';
export { useUnsavedChangesGuard } from './useUnsavedChangesGuard';
export { countryName } from './party/countries';
