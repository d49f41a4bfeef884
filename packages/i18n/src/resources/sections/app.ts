import { defineSection } from '../define-section';

/** The application itself. */
export const app = defineSection({
  en: {
    name: 'adconsole',
    loading: 'Loading…',
  },
  cn: {
    name: 'adconsole',
    loading: '加载中…',
  },
  tw: {
    name: 'adconsole',
    loading: '載入中…',
  },
});
