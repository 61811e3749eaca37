import type { Browser, Page } from "@playwright/test";
import { expect, expectAccessibleAtWidths, expectToast, login, test, withHydration } from "../fixtures.ts";
import { DEMO_URL } from "../ports.ts";
import { addEmployee, inviteLinkFor, unique } from "./helpers.ts";

const DAY_MS = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);
/** The next date (after today) on an ISO weekday (1 Monday … 7 Sunday). */
function next(weekday: number, after = 1): string {
  let d = new Date(Date.now() + after * DAY_MS);
  while ((d.getUTCDay() || 7) !== weekday) d = new Date(d.getTime() + DAY_MS);
  return iso(d);
}
/** "Mon, Mar 2, 2026", as the portal writes a day. */
const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

/** A new report of the demo employee (Eli), who claims the profile through the invitation email. */
async function newReport(page: Page, browser: Browser, first: string) {
  const last = unique("Sched");
  await login(page, "admin");
  const list = await page.request.get("/api/people/employees?q=Navarro");
  const eli = (await list.json()).items.find((e: { firstName: string }) => e.firstName === "Eli");
  const { email } = await addEmployee(page, {
    firstName: first,
    lastName: last,
    email: `${last.toLowerCase()}@example.org`,
    reportsTo: eli.id,
    location: "Arlington Virginia",
    sendInvite: true,
  });
  const link = await inviteLinkFor(browser, email);
  const context = await browser.newContext({ baseURL: DEMO_URL });
  const report = withHydration(await context.newPage());
  await report.goto(link);
  await report.getByLabel("Choose a password").fill("sched-pass-1");
  await report.getByRole("button", { name: "Create account and claim profile" }).click();
  await expectToast(report, "Welcome aboard! Your employee profile is linked to your account.");
  return { report, context, name: `${first} ${last}` };
}

test("a manager plans a report's week and one day, the report proposes a change and the manager accepts it", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { report, context, name } = await newReport(page, browser, "Noor");

  // Nothing is planned yet: the dashboard and My Schedule say so.
  await report.goto("/employee/dashboard");
  await expect(
    report.getByRole("region", { name: "Upcoming schedule" }).getByText("Nothing scheduled"),
  ).toBeVisible();

  // The manager (the demo employee, Eli) opens the report's schedule and sets the week.
  const managerContext = await browser.newContext({ baseURL: DEMO_URL });
  const manager = withHydration(await managerContext.newPage());
  await login(manager, "employee");
  await manager.goto("/employee/schedule");
  await manager.getByLabel("Team member's schedule").selectOption({ label: name });
  await manager.getByRole("button", { name: "Open" }).click();
  await expect(manager.getByRole("heading", { level: 1, name: `${name}'s Schedule` })).toBeVisible();
  const reportSchedule = manager.url();
  await manager.getByRole("button", { name: "Set weekly schedule" }).click();
  const week = manager.getByRole("dialog", { name: "Set Weekly Schedule" });
  for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"])
    await week.getByRole("checkbox", { name: day, exact: true }).check();
  await week.getByLabel("Monday end").fill("08:00");
  await week.getByRole("button", { name: "Save schedule" }).click();
  await expect(week.getByText("The end time must be after the start time.")).toBeVisible();
  await week.getByLabel("Monday end").fill("17:00");
  await week.getByRole("checkbox", { name: "Remote on Wednesday" }).check();
  await week.getByRole("button", { name: "Save schedule" }).click();
  await expectToast(manager, "Weekly schedule saved");
  await expect(
    manager.getByRole("region", { name: "Weekly schedule" }).getByText("40 h a week", { exact: false }),
  ).toBeVisible();

  // …and one day with other hours.
  const tuesday = next(2);
  await manager.getByRole("button", { name: "Change one day" }).click();
  const one = manager.getByRole("dialog", { name: "Change One Day" });
  await one.getByLabel("Date").fill(tuesday);
  await one.getByLabel("Start time").fill("07:30");
  await one.getByLabel("End time").fill("12:00");
  await one.getByLabel("Note").fill("Client workshop");
  await one.getByRole("button", { name: "Save change" }).click();
  await expectToast(manager, "Schedule change saved");

  // The report sees both on My Schedule and the next three days on the dashboard.
  await report.goto("/employee/schedule");
  const upcoming = report.getByRole("region", { name: "Upcoming" });
  await expect(
    upcoming
      .getByRole("listitem")
      .filter({ hasText: dayLabel(tuesday) })
      .getByText("7:30 AM – 12:00 PM"),
  ).toBeVisible();
  await expect(upcoming.getByRole("listitem").filter({ hasText: dayLabel(tuesday) })).toContainText(
    "Client workshop",
  );
  await expect(
    upcoming
      .getByRole("listitem")
      .filter({ hasText: dayLabel(next(3)) })
      .getByText("Remote"),
  ).toBeVisible();
  await report.goto("/employee/dashboard");
  await expect(report.getByRole("list", { name: "Next three days" }).getByRole("listitem")).toHaveCount(3);

  // The report proposes a day off; the manager accepts it; the report sees the answer.
  const friday = next(5, 7);
  await report.goto("/employee/schedule");
  await report.getByRole("button", { name: "Propose a change of one day" }).click();
  const propose = report.getByRole("dialog", { name: "Propose a Change of One Day" });
  await propose.getByLabel("Date").fill(friday);
  await propose.getByLabel("Day off (no working hours)").check();
  await propose.getByLabel("Reason").fill("Moving house");
  await propose.getByRole("button", { name: "Send proposal" }).click();
  await expectToast(report, "Your proposal was sent to your manager");
  await expect(
    report.getByRole("region", { name: "My proposals" }).getByText("Waiting for an answer"),
  ).toBeVisible();

  await manager.goto("/employee/schedule");
  const toAnswer = manager.getByRole("region", { name: /Proposals to answer/ });
  await expect(toAnswer.getByText("Moving house")).toBeVisible();
  await toAnswer.getByLabel("Note to Noor (optional)").fill("Good luck with the move");
  await toAnswer.getByRole("button", { name: `Accept ${name}'s proposal` }).click();
  await expectToast(manager, "Proposal accepted: the schedule is updated");

  await report.goto("/employee/schedule");
  await expect(
    report
      .getByRole("region", { name: "My proposals" })
      .getByText("Accepted by Eli Navarro: Good luck with the move"),
  ).toBeVisible();
  await expect(
    report
      .getByRole("region", { name: "Upcoming" })
      .getByRole("listitem")
      .filter({ hasText: dayLabel(friday) }),
  ).toContainText("Day off");

  // The manager undoes the workshop change: the day follows the weekly schedule again.
  await manager.goto(reportSchedule);
  await manager.getByRole("button", { name: `Undo the change of ${dayLabel(tuesday)}` }).click();
  await expectToast(manager, "Schedule change removed");
  await report.goto("/employee/schedule");
  await expect(
    report
      .getByRole("region", { name: "Upcoming" })
      .getByRole("listitem")
      .filter({ hasText: dayLabel(tuesday) }),
  ).toContainText("9:00 AM – 5:00 PM");
  await managerContext.close();
  await context.close();
});

test("an employee records a remote day and the dashboard's card counts it", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { report, context } = await newReport(page, browser, "Remy");
  await report.goto("/employee/dashboard");
  const card = report.getByRole("region", { name: "Your metrics" });
  await expect(card.getByText("0 days", { exact: true })).toBeVisible();
  await report.goto("/employee/schedule");
  const remote = report.getByRole("region", { name: "Remote days" });
  await remote.getByLabel("Remote day").fill(iso(new Date(Date.now() + 2 * DAY_MS)));
  await remote.getByRole("button", { name: "Record remote day" }).click();
  await expectToast(report, "Record a remote day once it has started: choose today or an earlier date.");
  await remote.getByLabel("Remote day").fill(iso(new Date()));
  await remote.getByLabel("Note (optional)").fill("Home office");
  await remote.getByRole("button", { name: "Record remote day" }).click();
  await expectToast(report, "Remote day recorded");
  await expect(remote.getByRole("list", { name: "Recorded remote days" })).toContainText("Home office");
  await report.goto("/employee/dashboard");
  await expect(card.getByText("1 day", { exact: true })).toBeVisible();
  await expect(card.getByText("this month, 1 this year")).toBeVisible();
  await context.close();
});

test("My Schedule and the dashboard hold at 1280 and 390 px in both themes", async ({ page }) => {
  test.setTimeout(120_000);
  const shots = process.env.SHOTS;
  await login(page, "employee");
  for (const path of ["/employee/schedule", "/employee/dashboard"]) {
    await page.goto(path);
    await expectAccessibleAtWidths(page, {
      fits: true,
      each: async (width) => {
        if (!shots) return;
        for (const theme of ["dark", "light"]) {
          await page.evaluate((t) => document.documentElement.classList.toggle("dark", t === "dark"), theme);
          await page.screenshot({
            path: `${shots}/people-${path.split("/").pop()}-${width}-${theme}.png`,
            fullPage: true,
          });
        }
      },
    });
  }
});
