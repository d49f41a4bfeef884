import type { Shape } from '../../shape';
import type { app as en } from '../en/app';

export const app: Shape<typeof en> = {
  name: 'adconsole',
  loading: '加载中…',
};
