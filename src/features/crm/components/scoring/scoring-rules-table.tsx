import { Pencil } from "lucide-react";
import { Badge } from "#src/ui/badge.tsx";
import { Button } from "#src/ui/button.tsx";
import { ScrollRegion } from "#src/ui/scroll-region.tsx";
import type { ScoringRuleDto } from "../../crm.contract.ts";
import { criterionText } from "../../lib/scoring-rule-draft.ts";

/** The rules with their criteria, weight and status; admins get an Edit button per rule. */
export function ScoringRulesTable({
  rules,
  isAdmin,
  onEdit,
}: {
  rules: ScoringRuleDto[];
  isAdmin: boolean;
  onEdit: (rule: ScoringRuleDto) => void;
}) {
  return (
    <ScrollRegion label="Lead scoring rules" className="relative">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Lead scoring rules</caption>
        <thead className="bg-muted/50">
          <tr>
            <th scope="col" className="px-3 py-2">
              Rule
            </th>
            <th scope="col" className="px-3 py-2">
              Criteria
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Weight
            </th>
            <th scope="col" className="px-3 py-2">
              Status
            </th>
            {isAdmin ? (
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rules.map((r) => (
            <tr key={r.id} className="border-t border-border">
              <th scope="row" className="px-3 py-2 font-medium">
                {r.ruleName}
              </th>
              <td className="px-3 py-2 text-muted-fg">
                {Object.entries(r.criteria)
                  .map(([k, v]) => criterionText(k, v))
                  .join(" and ")}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {r.scoreWeight > 0 ? "+" : ""}
                {r.scoreWeight}
              </td>
              <td className="px-3 py-2">
                {r.isActive ? <Badge tone="success">Active</Badge> : <Badge>Off</Badge>}
              </td>
              {isAdmin ? (
                <td className="px-3 py-2">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Edit ${r.ruleName}`}
                    onClick={() => onEdit(r)}
                  >
                    <Pencil aria-hidden="true" className="h-4 w-4" />
                    Edit
                  </Button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
