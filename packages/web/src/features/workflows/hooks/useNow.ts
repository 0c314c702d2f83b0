import { useEffect, useState } from 'react';

/** The time in unix seconds, ticking every second while `ticking` (running durations count up). */
export function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}
