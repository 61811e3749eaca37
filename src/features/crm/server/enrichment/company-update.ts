import { type SiteMetadata, SOCIAL_NETWORKS, type SocialLinks, type SocialNetwork } from "./site-metadata.ts";

/** The company fields enrichment can fill, camel-cased. */
export interface EnrichableCompany {
  name: string | null;
  logoUrl: string | null;
  description: string | null;
  industry: string | null;
  socialLinks: SocialLinks;
  emails: string[];
  phones: string[];
}

export type CompanyField =
  | "name"
  | "logoUrl"
  | "description"
  | "industry"
  | "emails"
  | "phones"
  | `socialLinks.${SocialNetwork}`;

/**
 * One field's proposal: `fill` (empty before, may be written without asking), `unchanged` (same
 * value, or nothing found), or `conflict` (both have a different value: show both and ask).
 */
export type FieldProposal<T> =
  | { field: CompanyField; action: "fill"; found: T }
  | { field: CompanyField; action: "unchanged"; current: T | null }
  | { field: CompanyField; action: "conflict"; current: T; found: T };

export interface CompanyUpdateProposal {
  fields: FieldProposal<string | string[]>[];
  /** Only the fills: what "keep existing, add what is missing" writes. */
  fills: Partial<EnrichableCompany>;
  conflicts: number;
}

const emptyText = (value: string | null | undefined): value is null | undefined =>
  !value || value.trim() === "";

function sameText(field: CompanyField, a: string, b: string): boolean {
  if (field === "logoUrl" || field.startsWith("socialLinks.")) {
    const url = (u: string) =>
      u
        .trim()
        .toLowerCase()
        .replace(/^https?:\/\/(?:www\.)?/, "")
        .replace(/\/+$/, "");
    return url(a) === url(b);
  }
  const text = (t: string) => t.normalize("NFC").replace(/\s+/g, " ").trim().toLowerCase();
  return text(a) === text(b);
}

function textProposal(
  field: CompanyField,
  current: string | null | undefined,
  found: string | null | undefined,
): FieldProposal<string> {
  if (emptyText(found)) return { field, action: "unchanged", current: emptyText(current) ? null : current };
  if (emptyText(current)) return { field, action: "fill", found };
  if (sameText(field, current, found)) return { field, action: "unchanged", current };
  return { field, action: "conflict", current, found };
}

function listProposal(
  field: CompanyField,
  current: readonly string[] | undefined,
  found: readonly string[],
): FieldProposal<string[]> {
  const key = (v: string) => (field === "phones" ? v.replace(/[^\d+]/g, "") : v.trim().toLowerCase());
  const have = new Set((current ?? []).map(key));
  if (found.length === 0)
    return { field, action: "unchanged", current: current?.length ? [...current] : null };
  if (have.size === 0) return { field, action: "fill", found: [...found] };
  if (found.every((v) => have.has(key(v))))
    return { field, action: "unchanged", current: [...(current ?? [])] };
  return { field, action: "conflict", current: [...(current ?? [])], found: [...found] };
}

/**
 * Compares a company with what its website says. Nothing is ever overwritten here: a field with a
 * different existing value comes back as a conflict for the user to decide (`applyCompanyUpdate`).
 */
export function proposeCompanyUpdate(
  existing: Partial<EnrichableCompany>,
  found: Pick<
    SiteMetadata,
    "name" | "logoUrl" | "description" | "industry" | "socialLinks" | "emails" | "phones"
  >,
): CompanyUpdateProposal {
  const fields: FieldProposal<string | string[]>[] = [
    textProposal("name", existing.name, found.name),
    textProposal("logoUrl", existing.logoUrl, found.logoUrl),
    textProposal("description", existing.description, found.description),
    textProposal("industry", existing.industry, found.industry),
    ...SOCIAL_NETWORKS.map((network) =>
      textProposal(`socialLinks.${network}`, existing.socialLinks?.[network], found.socialLinks[network]),
    ),
    listProposal("emails", existing.emails, found.emails),
    listProposal("phones", existing.phones, found.phones),
  ];
  return {
    fields,
    fills: applyCompanyUpdate(existing, { fields }, []),
    conflicts: fields.filter((f) => f.action === "conflict").length,
  };
}

/**
 * The changes to write: every fill, plus the conflicts the user accepted (by field). Fields that do
 * not change are left out; social links come back as the whole merged object (stored as one).
 */
export function applyCompanyUpdate(
  existing: Partial<EnrichableCompany>,
  proposal: Pick<CompanyUpdateProposal, "fields">,
  accepted: readonly CompanyField[],
): Partial<EnrichableCompany> {
  const patch: Partial<EnrichableCompany> = {};
  const social: SocialLinks = { ...(existing.socialLinks ?? {}) };
  let socialChanged = false;
  for (const item of proposal.fields) {
    const take = item.action === "fill" || (item.action === "conflict" && accepted.includes(item.field));
    if (!take) continue;
    const value = item.found;
    if (item.field.startsWith("socialLinks.")) {
      social[item.field.slice("socialLinks.".length) as SocialNetwork] = value as string;
      socialChanged = true;
    } else if (item.field === "emails" || item.field === "phones") patch[item.field] = value as string[];
    else patch[item.field as "name" | "logoUrl" | "description" | "industry"] = value as string;
  }
  if (socialChanged) patch.socialLinks = social;
  return patch;
}
