import { searchRecords } from "#src/features/crm/server/index.ts";
import type { Db } from "#src/platform/db/db.ts";
import type { Actor } from "#src/platform/http/session.ts";
import { SEARCH_LIMITS, type SearchHitDto, type SearchResultDto } from "../command-center.contract.ts";

const GROUP_LABELS: Record<SearchHitDto["type"], string> = {
  lead: "Leads",
  contact: "Contacts",
  company: "Companies",
  deal: "Deals",
};

/** The header search: the CRM's hits grouped by record type, in the order the CRM gave them. */
export async function searchCommandCenter(db: Db, actor: Actor, query: string): Promise<SearchResultDto> {
  const hits = await searchRecords(db, actor, query, { limitPerType: SEARCH_LIMITS.perType });
  const groups: SearchResultDto["groups"] = [];
  for (const hit of hits) {
    let group = groups.find((g) => g.type === hit.type);
    if (!group) {
      group = { type: hit.type, label: GROUP_LABELS[hit.type], hits: [] };
      groups.push(group);
    }
    group.hits.push(hit);
  }
  return { query: query.trim(), groups };
}
