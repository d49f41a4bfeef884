import { beforeEach, describe, expect, it } from 'vitest';
import { createTagsStore, tagsStorageKey } from './tags-store';
import {
  addTag,
  afterClosing,
  closeAllTags,
  closeOtherTags,
  closeTag,
  type VisitedTag,
} from './visited-tags';

const tag = (fullPath: string, affix?: boolean): VisitedTag => ({
  fullPath,
  path: fullPath.split('?')[0]!,
  title: { title: fullPath },
  ...(affix ? { affix } : {}),
});
const paths = (tags: VisitedTag[]) => tags.map((t) => t.fullPath);

describe('visited tags', () => {
  const home = tag('/home/index', true);
  const tabs = [home, tag('/a'), tag('/b'), tag('/c')];

  it('adds a visited page once; the same route with another query is its own tab', () => {
    let tags = addTag([home], tag('/a?x=1'));
    tags = addTag(tags, tag('/a?x=2'));
    tags = addTag(tags, { ...tag('/a?x=1'), title: { title: 'renamed' } });
    expect(paths(tags)).toEqual(['/home/index', '/a?x=1', '/a?x=2']);
    expect(tags[1]!.title.title).toBe('renamed');
  });

  it('never closes a pinned tab', () => {
    expect(paths(closeTag(tabs, '/home/index'))).toEqual(paths(tabs));
    expect(paths(closeTag(tabs, '/b'))).toEqual(['/home/index', '/a', '/c']);
    expect(paths(closeOtherTags(tabs, '/b'))).toEqual(['/home/index', '/b']);
    expect(paths(closeAllTags(tabs))).toEqual(['/home/index']);
  });

  it('moves to the last remaining tab when the active one closes, else to /', () => {
    expect(afterClosing(closeTag(tabs, '/c'), '/c')).toBe('/b');
    expect(afterClosing(closeTag(tabs, '/a'), '/c')).toBeUndefined();
    expect(afterClosing(closeAllTags(tabs), '/b')).toBe('/home/index');
    expect(afterClosing([], '/b')).toBe('/');
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
    expect(first.closeOthers('/b', '/b')).toBeUndefined();
    const reloaded = createTagsStore(sessionStorage);
    expect(paths(reloaded.get())).toEqual(['/home/index', '/b']);
    expect(reloaded.close('/b', '/b')).toBe('/home/index');
    expect(reloaded.closeAll('/home/index')).toBeUndefined();
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
