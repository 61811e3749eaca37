/**
 * One Idempotency-Key per form submission. The key stays the same while the visitor sends the same
 * values again (a retry after a timeout or a dropped connection), so the server stores it once and
 * answers the retry with the first answer; changed values or a finished submission get a new key.
 */
export class SubmissionKey {
  #values: string | null = null;
  #key = "";

  /** The key for these values: the previous one when the values are unchanged, else a new one. */
  keyFor(values: unknown): string {
    const fingerprint = fingerprintOf(values);
    if (fingerprint !== this.#values) {
      this.#values = fingerprint;
      this.#key = newKey();
    }
    return this.#key;
  }

  /** The submission went through: the next one is a new submission. */
  reset(): void {
    this.#values = null;
  }
}

function fingerprintOf(values: unknown): string {
  if (typeof FormData !== "undefined" && values instanceof FormData) {
    const parts: string[] = [];
    for (const [name, v] of values.entries()) {
      parts.push(
        typeof v === "string"
          ? `${name}=${v}`
          : `${name}=file:${v.name}:${v.size}:${v.type}:${v.lastModified}`,
      );
    }
    return JSON.stringify(parts);
  }
  return JSON.stringify(values ?? null);
}

/** 128 random bits; crypto.randomUUID exists only on secure origins, getRandomValues everywhere. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
