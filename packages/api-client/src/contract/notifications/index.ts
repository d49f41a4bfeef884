export * from './alerts';
export * from './channels';
export * from './schedules';
