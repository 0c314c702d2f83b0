import type { Announcement } from '@slipway/contracts';
import { useState } from 'react';

const STORAGE_KEY = 'slipway.dismissedAnnouncements';

/** An announcement closed once stays closed; an edited one shows again, so its last change is part of the key. */
export const dismissKey = (announcement: Announcement) => `${announcement.id}:${announcement.updated_at}`;

function readDismissed(): Set<string> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((key) => typeof key === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Announcements the user closed, remembered for the browser session (sessionStorage). */
export function useDismissedAnnouncements() {
  const [dismissed, setDismissed] = useState(readDismissed);
  const dismiss = (key: string) => {
    const next = new Set(dismissed).add(key);
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...next]));
    setDismissed(next);
  };
  return { dismissed, dismiss };
}
