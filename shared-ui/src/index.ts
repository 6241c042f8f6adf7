/** shared-ui: the back-office design system (docs/ARCHITECTURE.md). No data fetching here. */
import './tokens.css';

export {
  LocaleProvider,
  useLocale,
  IntlScope,
  withIntlScope,
  withTexts,
  LOCALES,
  type Locale,
  type Catalogue,
  type Catalogues,
} from './i18n';
export { Modal, type ModalProps } from './Modal';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { Snackbar, SNACKBAR_DURATION_MS, type SnackbarItem } from './Snackbar';
export { DataTable, type Column, type DataTableProps } from './DataTable';
export { ListPage, useListController, type ListController, type ListPageProps, type PagedQuery } from './ListPage';
export { EmptyState } from './EmptyState';
export { Loading } from './Loading';
export { Badge, type BadgeTone } from './Badge';
export { useListParams, type ListParams } from './useListParams';
export { SKIP_UNSAVED_GUARD } from './skipUnsavedGuard';
export { DialogActions, type DialogActionsProps } from './DialogActions';
export { BackLink } from './BackLink';
export { FieldFrame, errorAria } from './FieldFrame';
export { SearchInput } from './SearchInput';
export { saveBlob } from './saveBlob';
export { NotFound } from './NotFound';
export { Icon, IconButton, Icons, type IconName, type IconButtonProps } from './icons';
export { RecordCard, CardGrid } from './RecordCard';
export { formatDateTime, formatDay } from './dates';
export { LinkTabs, type LinkTab, type LinkTabsProps } from './LinkTabs';
export { RowActions, type RowActionsProps } from './RowActions';
export type { RowAction } from './rowAction';
