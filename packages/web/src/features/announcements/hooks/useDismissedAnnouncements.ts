import type { Announcement } from '@slipway/contracts';
import { useState } from 'react';

const STORAGE_KEY = 'slipway.dismissedAnnouncements';

/** A short fingerprint of a text (FNV-1a), so an edited announcement gets a new key. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}

/** An announcement closed once stays closed; an edited one shows again, so its content is part of the key. */
export const dismissKey = (announcement: Announcement) =>
  `${announcement.id}:${fingerprint(JSON.stringify(announcement.content))}`;

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
