/**
 * Formats what someone types into a phone field as (xxx) xxx-xxxx, keeping at most 10 digits
 * (the US display format). Partial input stays partial, so backspace is never stuck.
 */
export function formatPhoneInput(value: string): string {
  const d = value.replace(/\D/g, "").slice(0, 10);
  if (d.length === 0) return "";
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}
