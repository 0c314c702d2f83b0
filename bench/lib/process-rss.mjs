// Resident memory of a process and everything it started, read from /proc (Linux).
import { readdirSync, readFileSync } from 'node:fs';

/** The process's children, over all its threads. @param {number} pid @returns {number[]} */
function children(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return []; // it exited meanwhile
  }
}

/** VmRSS in bytes; 0 for a process that is gone. @param {number} pid */
function ownRss(pid) {
  try {
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** Bytes resident in the process and its descendants. @param {number} pid @returns {number} */
export function treeRss(pid) {
  return ownRss(pid) + children(pid).reduce((sum, child) => sum + treeRss(child), 0);
}
