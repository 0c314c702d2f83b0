import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { recordVisit } from '../recordVisit';

/** Records each page the user reaches (blocked navigations never change the location). */
export function useVisitRecorder(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    void recordVisit(`${pathname}${search}`);
  }, [pathname, search]);
}
