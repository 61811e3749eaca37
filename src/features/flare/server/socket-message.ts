import * as Y from "yjs";

/**
 * Hocuspocus messages start with the document name (a length-prefixed string) and a message type;
 * a sync message then has its step and, for step 2 and updates, a length-prefixed Yjs update.
 * These readers throw on anything truncated or oversized.
 */
class Reader {
  pos = 0;
  readonly bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
  }
  uint(): number {
    let n = 0;
    let mult = 1;
    for (let i = 0; i < 8; i++) {
      const b = this.bytes[this.pos++];
      if (b === undefined) throw new Error("truncated");
      n += (b & 0x7f) * mult;
      if (b < 0x80) return n;
      mult *= 128;
    }
    throw new Error("varint too long");
  }
  bytesOf(): Uint8Array {
    const len = this.uint();
    if (this.pos + len > this.bytes.length) throw new Error("truncated");
    const out = this.bytes.subarray(this.pos, this.pos + len);
    this.pos += len;
    return out;
  }
}

const SYNC = 0;
const SYNC_REPLY = 4;
const STEP_ONE = 0;

/**
 * Whether a message from a client may reach the document: its frame decodes, and a Yjs update it
 * carries decodes in full (structs and delete set) before anything of it is applied.
 */
export function checkMessage(message: Uint8Array): boolean {
  try {
    const r = new Reader(message);
    r.bytesOf(); // document name
    const type = r.uint();
    if (type !== SYNC && type !== SYNC_REPLY) return true;
    const step = r.uint();
    const payload = r.bytesOf();
    if (step === STEP_ONE) {
      Y.decodeStateVector(payload);
      return true;
    }
    Y.decodeUpdate(payload);
    return true;
  } catch {
    return false;
  }
}
