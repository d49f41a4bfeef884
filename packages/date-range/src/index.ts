export * from '@adconsole/date-range-rules';
export type { DateRangeChange } from './picker/date-range-change';
export { DateRangePicker, type DateRangePickerProps } from './picker/date-range-picker';
export { useDateRangeValidation } from './picker/use-date-range-validation';
