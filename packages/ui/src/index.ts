export { cn } from './cn';
export { lazyPart, useLazyPart, type LazyPart } from './lazy/lazy-part';
export { loadLazyParts } from './lazy/lazy-parts';
export { atIdleMoment, holdIdleWork, whenIdle } from './lazy/idle-work';
export {
  defaultSize,
  isSize,
  sizes,
  SizeProvider,
  useSize,
  type Size,
  type SizeProviderProps,
} from './size/size';
export {
  applyColorScheme,
  colorSchemes,
  contrastRatio,
  defaultThemeColor,
  parseThemeColor,
  resetThemeColor,
  setThemeColor,
  themeTokens,
  type ColorScheme,
  type ThemeTokens,
} from './theme/theme-color';
export {
  Button,
  IconButton,
  type ButtonProps,
  type ButtonVariant,
  type IconButtonProps,
} from './button/button';
export { Input, type InputProps } from './field/input';
export { TextField, type TextFieldProps } from './field/text-field';
export {
  formFieldOf,
  refusalOnForm,
  refusedFieldsOf,
  useShowRefusal,
  type FieldMessage,
  type FieldRefusal,
  type FormFields,
  type RefusalOnForm,
} from './form/field-refusal';
export { Select, type SelectOption, type SelectProps } from './select/select';
export { Checkbox, type CheckboxProps } from './checkbox/checkbox';
export { Switch, type SwitchProps } from './switch/switch';
export { Dialog, DialogClose, type DialogProps } from './dialog/dialog';
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmOptions } from './dialog/confirm-dialog';
export { confirm, ConfirmHost } from './dialog/confirm';
export { Drawer, type DrawerProps } from './drawer/drawer';
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './menu/dropdown-menu';
export {
  ContextMenu,
  ContextMenuContent,
  ContextMenuGroup,
  ContextMenuItem,
  ContextMenuLabel,
  ContextMenuSeparator,
  ContextMenuTrigger,
} from './menu/context-menu';
export { Popover, PopoverAnchor, PopoverClose, PopoverContent, PopoverTrigger } from './popover/popover';
export { Tooltip, type TooltipProps } from './tooltip/tooltip';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs/tabs';
export { toast, toastDuration, type ToastKind } from './toast/toast';
export { Toaster } from './toast/toaster';
export { Badge, badgeCount, type BadgeProps, type BadgeTone } from './badge/badge';
export {
  Breadcrumb,
  BreadcrumbLink,
  BreadcrumbPage,
  type BreadcrumbLinkProps,
  type BreadcrumbProps,
} from './breadcrumb/breadcrumb';
export { Pagination, type PageChange, type PaginationProps } from './pagination/pagination';
export { clampPage, pageCount, pageItems, type PageItem } from './pagination/page-items';
export {
  Table,
  type TableAlign,
  type TableColumn,
  type TableProps,
  type TableRowHeight,
} from './table/table';
export { Skeleton, type SkeletonProps } from './skeleton/skeleton';
