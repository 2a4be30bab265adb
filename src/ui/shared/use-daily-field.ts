// The daily field on a game's end screen (Regicide's and Thronfolge's): asked for once when the
// end screen appears (the finished daily game is sent then), its lines shown once they come,
// made printable (they hold the server's address and what it answered).
import { useEffect, useState } from 'react';
import { printable } from '../../core/printable.js';

/** The daily field's lines once they come, '' until then (or when there is none to show). */
export function useDailyField(ask: (() => Promise<string | null>) | undefined): string {
  const [field, setField] = useState('');
  useEffect(() => {
    if (!ask) return;
    let gone = false;
    ask().then(
      (text) => {
        if (!gone && text) setField(text.split('\n').map(printable).join('\n'));
      },
      () => {},
    );
    return () => void (gone = true);
  }, [ask]);
  return field;
}
