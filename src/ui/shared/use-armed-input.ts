// Keys typed before a screen appeared must not act on it (a hurried Enter must not reveal the
// next player's hand): the screen listens only after a short pause from its first render.
import { useEffect, useState } from 'react';

export const ARM_DELAY_MS = 350;

export function useArmed(delayMs = ARM_DELAY_MS): boolean {
  const [armed, setArmed] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setArmed(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return armed;
}
