export { Alert, Notice, type AlertProps, type AlertTone, type NoticeProps } from "./alert";
export {
  AccountMenu,
  LogoutForm,
  Shell,
  ShellFooter,
  SideNav,
  TopBar,
  type AccountMenuProps,
  type LogoutFormProps,
  type NavItem,
  type ShellFooterProps,
  type ShellProps,
  type SideNavProps,
  type TopBarProps,
} from "./app-shell";
export { Avatar, initialsOf, type AvatarProps } from "./avatar";
export {
  Button,
  ButtonLink,
  buttonClassName,
  type ButtonLinkProps,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from "./button";
export { Card, type CardProps } from "./card";
export { Checkbox, type CheckboxProps } from "./checkbox";
export { cx } from "./cx";
export { EmptyState, type EmptyStateProps } from "./empty-state";
export { describeField, type FieldBaseProps } from "./field";
export { FileField, type FileFieldProps } from "./file-field";
export { Flash, type FlashMessage, type FlashProps, type FlashType } from "./flash";
export { FormErrors, type FormErrorsProps } from "./form-errors";
export * from "./icon";
export { PAGE_SIZE, Pagination, pageHref, parsePage, type PaginationLabels, type PaginationProps } from "./pagination";
export { PasswordField, type PasswordFieldProps } from "./password-field";
export { PendingState, type PendingStateProps } from "./pending-state";
export { RadioGroup, type RadioGroupProps, type RadioOption } from "./radio-group";
export { RouteDialog, type RouteDialogProps } from "./route-dialog";
export { Select, type SelectOption, type SelectProps } from "./select";
export { Table, type TableColumn, type TableProps } from "./table";
export {
  TagPicker,
  tagPickerLabels,
  useTagPickerWidget,
  type TagPickerLabels,
  type TagPickerOption,
  type TagPickerProps,
} from "./tag-picker";
export { TextArea, type TextAreaProps } from "./text-area";
export { PeopleAdder, type PeopleAdderProps } from "./people-adder";
export { TextField, type TextFieldProps, type TextFieldType } from "./text-field";
export { SizedImage, type SizedImageProps } from "./sized-image";
export { StaticIsland, type StaticIslandProps } from "./static-island";
export { TextLink, type TextLinkProps } from "./text-link";
export { useHydrated } from "./use-hydrated";
export { useUnsavedChanges } from "./unsaved-changes";
export { visuallyHidden } from "../styles/global.css";
export { AutoSubmitForm } from "./auto-submit-form";
