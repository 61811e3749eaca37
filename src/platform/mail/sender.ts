/**
 * The one name and address every email goes out under: the From header, the signature at the end
 * of the text and the ORGANIZER of calendar invitations all read it from here, so a recipient never
 * sees three different senders for one message.
 */
export type SenderIdentity = { name: string; address: string };

const ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/**
 * Reads `Name <address>`, `"Name" <address>` or a bare `address` (the name then is the address's
 * local part). Throws a readable message for anything else, so a bad MAIL_FROM stops the start-up.
 */
export function parseMailbox(value: string): SenderIdentity {
  const v = value.trim();
  if (/[\r\n]/.test(v)) throw new Error("must be one line");
  const angled = /^(.*)<([^<>]+)>$/.exec(v);
  const address = (angled ? angled[2]! : v).trim();
  if (!ADDRESS.test(address)) throw new Error(`"${address}" is not an email address`);
  const rawName = angled ? angled[1]!.trim().replace(/^"(.*)"$/, "$1") : "";
  const name = rawName.replace(/\\(.)/g, "$1").trim() || address.split("@")[0]!;
  return { name, address };
}

/** `"Name" <address>`, the name quoted so commas and dots in it cannot split the header. */
export function formatMailbox(sender: SenderIdentity): string {
  const name = sender.name.replace(/[\r\n]/g, " ").replace(/(["\\])/g, "\\$1");
  return `"${name}" <${sender.address}>`;
}
