// Keys typed before a screen appeared must not act on it (a hurried Enter must not reveal the
// next player's hand): the screen listens only after a short pause from its first render.
import { useEffect, useRef, useState } from 'react';

export const ARM_DELAY_MS = 350;

/**
 * Whether the screen takes keys yet: the state (for what is shown) and a ref that the key handler
 * reads, set at the same moment, so a key seen after the prompt appeared always counts.
 */
export function useArmed(delayMs = ARM_DELAY_MS): { armed: boolean; armedRef: { readonly current: boolean } } {
  const [armed, setArmed] = useState(delayMs <= 0);
  const armedRef = useRef(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => {
      armedRef.current = true;
      setArmed(true);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return { armed, armedRef };
}
