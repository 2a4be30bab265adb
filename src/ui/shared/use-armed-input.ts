// Keys typed before a screen appeared must not act on it (a hurried Enter must not reveal the
// next player's hand): the screen listens only after a short pause from its first render.
import { useEffect, useRef, useState } from 'react';

export const ARM_DELAY_MS = 350;

/**
 * Whether the screen takes keys yet: the state (for what is shown) and a ref that the key handler
 * reads, set at the same moment, so a key seen after the prompt appeared always counts.
 */
export function useArmed(delayMs = ARM_DELAY_MS): { armed: boolean; armedRef: { readonly current: boolean } } {
  // Armed from an effect even without a delay: the screen's key handler is attached by an effect
  // of the same first render, so the prompt never shows before its keys are heard.
  const [armed, setArmed] = useState(false);
  const armedRef = useRef(false);
  useEffect(() => {
    const arm = (): void => {
      armedRef.current = true;
      setArmed(true);
    };
    if (delayMs <= 0) return arm();
    const timer = setTimeout(arm, delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return { armed, armedRef };
}
