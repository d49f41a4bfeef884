export * from '@adconsole/date-range-rules';
export { DateRangePicker, type DateRangePickerProps } from './picker/date-range-picker';
export { useDateRangeValidation } from './picker/use-date-range-validation';
