import { describe, expect, it } from "vitest";
import type { GoalDto } from "../people.contract.ts";
import { goalsReportText, reportPeriod } from "./goal-report.ts";

const goal = (over: Partial<GoalDto>): GoalDto => ({
  id: crypto.randomUUID(),
  title: "Goal",
  description: null,
  targetDate: null,
  isCompanyGoal: false,
  status: "in_progress",
  progress: 0,
  createdAt: "2025-03-01T10:00:00.000Z",
  editable: true,
  ...over,
});

describe("goals report", () => {
  it("covers Monday to Sunday for a week and the calendar month for a month", () => {
    const wednesday = new Date("2025-03-05T15:00:00Z");
    expect(reportPeriod("weekly", wednesday)).toEqual({
      kind: "weekly",
      start: "2025-03-03",
      end: "2025-03-09",
    });
    expect(reportPeriod("weekly", new Date("2025-03-09T23:00:00Z")).start).toBe("2025-03-03");
    // A company whose week starts on Sunday: Sunday 9 March starts a new one.
    expect(reportPeriod("weekly", new Date("2025-03-09T23:00:00Z"), 0)).toMatchObject({
      start: "2025-03-09",
      end: "2025-03-15",
    });
    expect(reportPeriod("monthly", new Date("2024-02-10T00:00:00Z"))).toEqual({
      kind: "monthly",
      start: "2024-02-01",
      end: "2024-02-29",
    });
  });

  it("groups goals into completed, in progress and not started, and is named by period and date", () => {
    const now = new Date("2025-03-05T15:00:00Z");
    const report = goalsReportText({
      period: reportPeriod("weekly", now),
      employee: { firstName: "Eli", lastName: "Navarro", title: "Software Engineer" },
      goals: [
        goal({ title: "Ship the portal", status: "completed", progress: 100 }),
        goal({ title: "Learn Rust", progress: 40, targetDate: "2025-03-07" }),
        goal({ title: "Write docs", status: "not_started", targetDate: "2025-02-01" }),
        goal({ title: "Company OKR", isCompanyGoal: true, status: "in_progress", progress: 60 }),
      ],
      generatedAt: now,
    });
    expect(report.filename).toBe("goals-weekly-report-2025-03-05.txt");
    expect(report.text).toContain("Weekly Goals Report");
    expect(report.text).toContain("Employee: Eli Navarro (Software Engineer)");
    expect(report.text).toContain(
      "Summary: 4 goals: 1 completed, 2 in progress, 1 not started. Average progress 50%.",
    );
    expect(report.text).toContain("COMPLETED (1)\n- Ship the portal | 100%");
    expect(report.text).toContain("DUE THIS WEEK (1)\n- Learn Rust | 40% | target 2025-03-07");
    expect(report.text).toContain("OVERDUE (1)\n- Write docs | 0% | target 2025-02-01");
    expect(report.text).toContain("- Company OKR [company goal] | 60%");
  });
});
