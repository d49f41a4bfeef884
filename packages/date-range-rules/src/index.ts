export * from './calendar';
export * from './limits';
export * from './picker-types';
export * from './previous-days';
export * from './range-checks';
export * from './report-range';
export * from './shortcuts';
