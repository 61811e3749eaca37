/** Longer targets are not pages of ours (and make log lines and URLs unwieldy). */
const MAX_TARGET_LENGTH = 1024;

/**
 * The one check every redirect parameter goes through (sign-in pages, the page guard, e-mail
 * links): the target is resolved against the site's own address and kept only when it stays on
 * that origin. Control characters and backslashes are refused outright rather than cleaned,
 * because browsers silently drop tabs and newlines and read "\" as "/": "/\t/evil.example" and
 * "/\\evil.example" both become "//evil.example", another site.
 *
 * Returns a path (with query and fragment) on our origin, or `fallback`.
 */
export function safeRedirect(target: unknown, publicUrl: string, fallback = "/"): string {
  if (typeof target !== "string" || target === "" || target.length > MAX_TARGET_LENGTH) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f-\u009f\\]/.test(target)) return fallback;
  let base: URL;
  let url: URL;
  try {
    base = new URL(publicUrl);
    url = new URL(target, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base.origin || url.username || url.password) return fallback;
  const path = url.pathname + url.search + url.hash;
  // "//host/..." as a path would be read as another host by the next parser that sees it.
  if (!path.startsWith("/") || path.startsWith("//")) return fallback;
  return path;
}
