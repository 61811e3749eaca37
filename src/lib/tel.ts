/** "(202) 555-0143" -> "tel:+12025550143" for tap-to-call links. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
