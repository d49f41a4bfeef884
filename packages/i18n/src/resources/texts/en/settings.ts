/**
 * The settings drawer (docs/requirements.md#layout-and-navigation): theme colour, tags view, fixed header,
 * sidebar logo.
 */
export const settings = {
  open: 'Page settings',
  title: 'Page settings',
  themeColor: 'Theme colour',
  themeColorValue: 'Theme colour {{color}}',
  customColor: 'Custom colour',
  tagsView: 'Tags view',
  fixedHeader: 'Fixed header',
  sidebarLogo: 'Sidebar logo',
};
