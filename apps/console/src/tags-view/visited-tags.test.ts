import { beforeEach, describe, expect, it } from 'vitest';
import { createTagsStore, tagsStorageKey } from './tags-store';
import {
  addTag,
  afterClosing,
  closeAllTags,
  closeOtherTags,
  closeTag,
  isCurrentTag,
  tagKey,
  type VisitedTag,
} from './visited-tags';

/** A tab whose page's query is its view: known by its path. */
const tag = (fullPath: string, affix?: boolean): VisitedTag => ({
  key: fullPath.split('?')[0]!,
  fullPath,
  title: { title: fullPath },
  ...(affix ? { affix } : {}),
});
/** A tab whose page's query names what it shows (a message): known by its full path. */
const entityTag = (fullPath: string): VisitedTag => ({ ...tag(fullPath), key: fullPath });
const paths = (tags: VisitedTag[]) => tags.map((t) => t.fullPath);
const at = (fullPath: string) => {
  const [pathname, query] = fullPath.split('?');
  return { pathname: pathname!, search: query ? `?${query}` : '' };
};

describe('visited tags', () => {
  const home = tag('/home/index', true);
  const tabs = [home, tag('/a'), tag('/b'), tag('/c')];

  it('keys a tab by its path, or by its full path where the query names what the page shows', () => {
    expect(tagKey(at('/keywordSearch/keywordReport?page=2'), false)).toBe('/keywordSearch/keywordReport');
    expect(tagKey(at('/messageCenter/details?id=4'), true)).toBe('/messageCenter/details?id=4');
  });

  it('keeps one tab per page whose query is its view: the tab follows the query', () => {
    let tags = addTag([home], tag('/a?page=1'));
    tags = addTag(tags, tag('/a?page=2&sortCol=cost'));
    tags = addTag(tags, { ...tag('/a?page=3'), title: { title: 'renamed' } });
    expect(paths(tags)).toEqual(['/home/index', '/a?page=3']);
    expect(tags[1]!.title.title).toBe('renamed');
    expect(isCurrentTag(tags[1]!, at('/a?page=9'))).toBe(true);
  });

  it('opens a tab per query where the query names what the page shows', () => {
    let tags = addTag([home], entityTag('/details?id=1'));
    tags = addTag(tags, entityTag('/details?id=2'));
    tags = addTag(tags, entityTag('/details?id=1'));
    expect(paths(tags)).toEqual(['/home/index', '/details?id=1', '/details?id=2']);
    expect(isCurrentTag(tags[1]!, at('/details?id=1'))).toBe(true);
    expect(isCurrentTag(tags[1]!, at('/details?id=2'))).toBe(false);
  });

  it('never closes a pinned tab', () => {
    expect(paths(closeTag(tabs, '/home/index'))).toEqual(paths(tabs));
    expect(paths(closeTag(tabs, '/b'))).toEqual(['/home/index', '/a', '/c']);
    expect(paths(closeOtherTags(tabs, '/b'))).toEqual(['/home/index', '/b']);
    expect(paths(closeAllTags(tabs))).toEqual(['/home/index']);
  });

  it('moves to the last remaining tab when the active one closes, else to /', () => {
    expect(afterClosing(closeTag(tabs, '/c'), at('/c'))).toBe('/b');
    expect(afterClosing(closeTag(tabs, '/a'), at('/c?page=2'))).toBeUndefined();
    expect(afterClosing(closeAllTags(tabs), at('/b'))).toBe('/home/index');
    expect(afterClosing([], at('/b'))).toBe('/');
  });
});

describe('tags store', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the tabs across a reload and answers where to go after a close', () => {
    const first = createTagsStore(sessionStorage);
    first.pin([home()]);
    first.visit(tag('/a'));
    first.visit(tag('/b'));
    first.visit(tag('/c'));
    expect(first.closeOthers('/b', at('/b'))).toBeUndefined();
    const reloaded = createTagsStore(sessionStorage);
    expect(paths(reloaded.get())).toEqual(['/home/index', '/b']);
    expect(reloaded.close('/b', at('/b'))).toBe('/home/index');
    expect(reloaded.closeAll(at('/home/index'))).toBeUndefined();
  });

  it('ignores stored tabs it cannot read, and forgets them all on logout', () => {
    sessionStorage.setItem(tagsStorageKey, '[{"fullPath":42}]');
    expect(createTagsStore(sessionStorage).get()).toEqual([]);
    sessionStorage.setItem(tagsStorageKey, 'not json');
    const store = createTagsStore(sessionStorage);
    expect(store.get()).toEqual([]);
    store.visit(tag('/a'));
    store.clear();
    expect(sessionStorage.getItem(tagsStorageKey)).toBeNull();
    expect(createTagsStore(sessionStorage).get()).toEqual([]);
  });

  function home() {
    return tag('/home/index');
  }
});
