export * from './catalogue';
export * from './comparison';
export * from './fields';
export * from './report-fields';
export * from './report-list';
export * from './sections';
export * from './title-info';
export * from './title-infos';
