import type { DraftLocation, DraftNavigator } from '@adconsole/draft-editor';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formatEditorHash, parseEditorHash } from './editor-location';

/** Where the editor is, from the URL's fragment, and how its links lead elsewhere in the draft. */
export function useEditorLocation(): [DraftLocation, DraftNavigator] {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  return useMemo(() => {
    const navigator: DraftNavigator = {
      href: (to) => `${pathname}${search}${formatEditorHash(to)}`,
      go: (to) => void navigate({ pathname, search, hash: formatEditorHash(to) }),
    };
    return [parseEditorHash(hash), navigator];
  }, [pathname, search, hash, navigate]);
}
