import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lockfile from "proper-lockfile";

export class DataDirLockedError extends Error {}

/** The lock (a directory, created atomically) and the file naming its holder. */
export const LOCK_NAME = "data.lock";
const OWNER_NAME = "data.lock.owner.json";
/** Serialises acquisitions, so that two processes never take over the same stale lock together. */
const MUTEX_NAME = "data.lock.acquiring";

/** The holder touches the lock every 5 s; a lock untouched for 20 s belongs to a dead holder. */
export const LOCK_STALE_MS = 20_000;
const LOCK_UPDATE_MS = 5_000;
/** An acquisition takes milliseconds; a mutex older than this was left by a crashed process. */
const MUTEX_STALE_MS = 10_000;

type Owner = { host: string; pid: number; since: string };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(file: string): Owner | undefined {
  try {
    const owner = JSON.parse(fs.readFileSync(file, "utf8")) as Owner;
    return typeof owner.host === "string" && Number.isInteger(owner.pid) ? owner : undefined;
  } catch {
    return undefined;
  }
}

/** The directories this process holds: a lock naming our pid but not in here is a former life's. */
const held = new Set<string>();

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** mkdir is atomic on local disks and on NFS/SMB volumes alike: the one creator holds the mutex. */
function takeMutex(mutex: string): void {
  const deadline = Date.now() + 3_000;
  for (;;) {
    try {
      fs.mkdirSync(mutex);
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    try {
      if (fs.statSync(mutex).mtimeMs < Date.now() - MUTEX_STALE_MS)
        fs.rmSync(mutex, { recursive: true, force: true });
    } catch {
      // gone meanwhile: try again
    }
    if (Date.now() > deadline)
      throw new DataDirLockedError(`Could not take ${mutex}: another process is opening it.`);
    sleep(50);
  }
}

export type LockOptions = {
  /** Called when the lock was lost (its heartbeat failed): two writers would corrupt the database. */
  onCompromised?: (err: Error) => void;
};

/**
 * Two processes on one PGlite directory corrupt it, so the first one takes a lock, also when
 * containers on different hosts share the volume:
 * - the lock is a directory (atomic mkdir) that its holder touches every 5 s (proper-lockfile);
 *   a lock untouched for 20 s is stale, whichever host held it;
 * - a file beside it names the holder's host and pid, so a lock left by a dead process on this
 *   same host (kill -9, power loss) is taken over at once, and the refusal names the holder;
 * - acquisitions run one at a time under a short-lived mutex directory: of two processes finding
 *   the same stale lock, the second re-reads it after the first has taken it, and refuses.
 * Returns the release function.
 */
export function acquireDataDirLock(dataDir: string, opts: LockOptions = {}): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_NAME);
  const ownerPath = path.join(dataDir, OWNER_NAME);
  const mutex = path.join(dataDir, MUTEX_NAME);
  const host = os.hostname();
  takeMutex(mutex);
  try {
    const owner = readOwner(ownerPath);
    const formerLife = owner?.pid === process.pid && !held.has(lockPath); // a restarted container's pid 1
    if (
      fs.existsSync(lockPath) &&
      owner?.host === host &&
      (formerLife || (owner.pid !== process.pid && !isAlive(owner.pid)))
    ) {
      // Its holder is gone from this very machine: no need to wait for the heartbeat to age.
      fs.rmSync(lockPath, { recursive: true, force: true });
    }
    try {
      lockfile.lockSync(dataDir, {
        lockfilePath: lockPath,
        realpath: false,
        stale: LOCK_STALE_MS,
        update: LOCK_UPDATE_MS,
        onCompromised:
          opts.onCompromised ??
          ((err) => {
            console.error(
              `The lock on ${dataDir} was lost (${err.message}); stopping to protect the database.`,
            );
            process.exit(1);
          }),
      });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ELOCKED") throw err;
      const holder = owner ? `pid ${owner.pid} on host ${owner.host}` : "another process";
      throw new DataDirLockedError(
        `The embedded database in ${dataDir} is in use by another process (${holder}). ` +
          "Only one process may open it: stop that process first, or set DATA_DIR to another folder, " +
          "or set DATABASE_URL to use PostgreSQL.",
      );
    }
    const me: Owner = { host, pid: process.pid, since: new Date().toISOString() };
    fs.writeFileSync(ownerPath, JSON.stringify(me));
    held.add(lockPath);
  } finally {
    fs.rmSync(mutex, { recursive: true, force: true });
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.delete(lockPath);
    try {
      const owner = readOwner(ownerPath);
      if (owner?.host === host && owner.pid === process.pid) fs.rmSync(ownerPath, { force: true });
      lockfile.unlockSync(dataDir, { lockfilePath: lockPath, realpath: false });
    } catch {
      // already released or taken over: nothing of ours is left to remove
    }
  };
}
