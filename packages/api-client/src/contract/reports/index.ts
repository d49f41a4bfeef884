export * from './catalogue';
export * from './fields';
export * from './report-fields';
export * from './report-list';
export * from './sections';
export * from './title-infos';
