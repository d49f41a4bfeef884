import { Button, SizeProvider, TextField } from '@adconsole/ui';
import { useState } from 'react';

/** A search bar from the kit: a field and a primary button, in the size the app chose. */
export function MinimalSearchBar({ onSearch }: { onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <SizeProvider size="medium" className="flex items-end gap-2">
      <TextField label="Keyword" value={text} onChange={(event) => setText(event.target.value)} />
      <Button variant="primary" onClick={() => onSearch(text)}>
        Search
      </Button>
    </SizeProvider>
  );
}
