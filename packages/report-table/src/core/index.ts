export * from './title-info';
export * from './format';
export * from './width';
export * from './quality';
export * from './sort';
export * from './columns';
export * from './summary';
export * from './column-settings';
