// Keys typed before a screen appeared must not act on it (a hurried Enter must not reveal the
// next player's hand, a p meant for the last move must not play again): the screen takes keys
// only after a short pause from its first render.
import { useEffect, useState } from 'react';

export const ARM_DELAY_MS = 350;

/** Whether the screen takes keys yet (armed from an effect even without a delay). */
export function useArmed(delayMs = ARM_DELAY_MS): boolean {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    const arm = (): void => setArmed(true);
    if (delayMs <= 0) return arm();
    const timer = setTimeout(arm, delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return armed;
}
