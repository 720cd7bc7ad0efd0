export { Badge, type BadgeTone } from './badge';
export { Button, type ButtonProps, type ButtonVariant, buttonClass } from './button';
export { Card, type CardProps } from './card';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { ContactFields, type ContactFieldsProps } from './contact-fields';
export { DateField, type DateFieldProps } from './date-field';
export { EmptyState, type EmptyStateProps } from './empty-state';
export {
  type BaseFieldProps,
  controlClass,
  Field,
  type FieldControlProps,
  type FieldProps,
  FieldShell,
  useFieldIds,
} from './field';
export { FirstFew, type FirstFewProps } from './first-few';
export { FoldingSection, type FoldingSectionProps } from './folding-section';
export { FormSubmit, type FormSubmitProps } from './form-submit';
export { IconButton, type IconButtonProps } from './icon-button';
export { InlineError } from './inline-error';
export { LinkButton, type LinkButtonProps } from './link-button';
export { Modal, type ModalProps } from './modal';
export { MoneyField, type MoneyFieldProps } from './money-field';
export { NewPasswordFields, type NewPasswordFieldsProps } from './new-password-fields';
export { NumberField, type NumberFieldProps } from './number-field';
export { PageHeader, type PageHeaderProps } from './page-header';
export { Pagination, type PaginationProps } from './pagination';
export { PasswordField, type PasswordFieldProps } from './password-field';
export { PhoneLink, type PhoneLinkProps, telHref } from './phone-link';
export { ProgressBar, type ProgressBarProps } from './progress-bar';
export {
  DeleteIconButton,
  EditDeleteButtons,
  type EditDeleteButtonsProps,
  EditIconButton,
  type RowButtonProps,
} from './row-buttons';
export { SearchField, type SearchFieldProps } from './search-field';
export { SearchSelect, type SearchSelectOption, type SearchSelectProps } from './search-select';
export { Select, type SelectOption, type SelectProps } from './select';
export {
  PICKER_LIMIT,
  ServerSearchSelect,
  type ServerSearchSelectProps,
} from './server-search-select';
export { Skeleton, SkeletonBars, SkeletonCards } from './skeleton';
export { StatCard, type StatCardProps } from './stat-card';
export { Switch, type SwitchProps } from './switch';
export { Table, type TableColumn, type TableProps, type TableSort } from './table';
export { TextField, type TextFieldProps } from './text-field';
export { Textarea, type TextareaProps } from './textarea';
export { WhatsAppLink, type WhatsAppLinkProps } from './whatsapp-link';
