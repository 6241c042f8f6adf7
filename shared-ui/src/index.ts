/** shared-ui: the back-office design system (DESIGN.md). No data fetching here. */
import './tokens.css';

export { LocaleProvider, useLocale, IntlScope, withIntlScope, LOCALES, type Locale, type Catalogues } from './i18n';
export { Modal, type ModalProps } from './Modal';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { Snackbar, SNACKBAR_DURATION_MS, type SnackbarItem } from './Snackbar';
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
export { DataTable, type Column, type DataTableProps } from './DataTable';
export { EmptyState } from './EmptyState';
export { Loading } from './Loading';
export { Badge, type BadgeTone } from './Badge';
export { useListParams, type ListParams } from './useListParams';
export { useUnsavedChangesGuard, SKIP_UNSAVED_GUARD } from './useUnsavedChangesGuard';
export { RichTextEditor, RichTextField, type RichTextEditorProps } from './rich-text/RichTextEditor';
export { TagField, type TagFieldProps } from './TagField';
export { ImageCropField, type ImageCropFieldProps } from './ImageCropField';
export { toFormErrors } from './formErrors';
export { DialogActions, type DialogActionsProps } from './DialogActions';
export { BackLink } from './BackLink';
export { SearchInput } from './SearchInput';
export { PickList, type PickItem, type PickListProps } from './PickList';
export { saveBlob } from './saveBlob';
export { PartyModal, temporaryUuid, type PartyModalProps } from './party/PartyModal';
export { AddressFields, EMPTY_ADDRESS } from './party/AddressFields';
export { NotFound } from './NotFound';
export { EditForm } from './EditForm';
export { Icon, IconButton, Icons, type IconName, type IconButtonProps } from './icons';
export { RecordCard, CardGrid } from './RecordCard';
export { FocusFirstError } from './FocusFirstError';
export { formatDay } from './dates';
export { LinkTabs, type LinkTab, type LinkTabsProps } from './LinkTabs';
export { DateField, type DateFieldProps } from './DateField';
export { DropZone, type DropZoneProps, type FileRejection } from './DropZone';
export { RowActions, type RowAction, type RowActionsProps } from './RowActions';
export { countryName } from './party/countries';
