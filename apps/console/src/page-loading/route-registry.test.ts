import { routeComponents } from '@adconsole/api-client/contract';
import { describe, expect, it } from 'vitest';
import { pageRegistry } from './route-registry';
import { frameComponents } from '../route-info/route-tree';

describe('route registry', () => {
  it('has a page for every component the full route set names', () => {
    const pages = routeComponents().filter((key) => !frameComponents.includes(key));
    expect(pages.filter((key) => !(key in pageRegistry))).toEqual([]);
    expect(Object.keys(pageRegistry).sort()).toEqual(pages);
  });
});
