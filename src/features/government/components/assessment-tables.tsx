import type { GovernmentAnalysisDto } from "../government.contract.ts";
import { MobileLabel, ResultsHead, ResultsTable, td, tr } from "./results-table.tsx";
import { ImpactBadge, StatusBadge } from "./status-badge.tsx";

type Result = GovernmentAnalysisDto["result"];

/** Each requirement's gap: its status and what is missing. */
export function GapAnalysisTable({ gaps }: { gaps: Result["complianceGaps"] }) {
  return (
    <ResultsTable caption="Compliance Gap Analysis" label="Compliance Gap Analysis table">
      <ResultsHead columns={["Requirement", "Status", "Description"]} />
      <tbody className="divide-y divide-border">
        {gaps.map((g) => (
          <tr className={tr} key={`${g.requirement}-${g.description}`}>
            <th scope="row" className={`${td} text-left font-medium`}>
              {g.requirement}
            </th>
            <td className={td}>
              <StatusBadge status={g.status} />
            </td>
            <td className={`${td} text-muted-fg`}>{g.description}</td>
          </tr>
        ))}
      </tbody>
    </ResultsTable>
  );
}

/** Each control family: its typical starting status and its impact. */
export function SecurityControlsTable({ controls }: { controls: Result["securityControls"] }) {
  return (
    <ResultsTable caption="Security Controls Assessment" label="Security Controls Assessment table">
      <ResultsHead columns={["Control family", "Status", "Impact"]} />
      <tbody className="divide-y divide-border">
        {controls.map((s) => (
          <tr className={tr} key={s.name}>
            <th scope="row" className={`${td} text-left font-medium`}>
              {s.name}
            </th>
            <td className={td}>
              <StatusBadge status={s.status} />
            </td>
            <td className={td}>
              <MobileLabel text="Impact" />
              <ImpactBadge impact={s.impact} />
            </td>
          </tr>
        ))}
      </tbody>
    </ResultsTable>
  );
}

/** The implementation phases: duration, focus and deliverables. */
export function RoadmapTable({ phases }: { phases: Result["implementationRoadmap"] }) {
  return (
    <ResultsTable caption="Implementation Roadmap" label="Implementation Roadmap table">
      <ResultsHead columns={["Phase", "Duration", "Focus", "Key deliverables"]} />
      <tbody className="divide-y divide-border">
        {phases.map((p) => (
          <tr className={tr} key={p.phase}>
            <th scope="row" className={`${td} text-left font-medium`}>
              {p.phase}
            </th>
            <td className={`${td} sm:whitespace-nowrap`}>
              <MobileLabel text="Duration" />
              {p.duration}
            </td>
            <td className={`${td} text-muted-fg`}>
              <MobileLabel text="Focus" />
              {p.focus}
            </td>
            <td className={td}>
              <ul className="grid list-disc gap-1 pl-4">
                {p.key_deliverables.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </ResultsTable>
  );
}
