import { expect, expectAccessible, expectToast, login, test, withHydration } from "../fixtures.ts";
import { DEMO_URL } from "../ports.ts";
import { inviteLinkFor, unique } from "./helpers.ts";

/** Monday to Wednesday of the first full week of next month (always in the future, always working days). */
function nextMonthDates(): { start: string; end: string } {
  const now = new Date();
  let d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  while (d.getUTCDay() !== 1) d = new Date(d.getTime() + 86_400_000);
  const iso = (x: Date) => x.toISOString().slice(0, 10);
  return { start: iso(d), end: iso(new Date(d.getTime() + 2 * 86_400_000)) };
}

test("an admin adds and invites an employee, who claims the profile and asks for time off, and the admin approves it", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const lastName = unique("Invitee");
  const email = `${lastName.toLowerCase()}@example.org`;

  // The admin adds the employee through the form, with the invitation ticked.
  await login(page, "admin");
  await page.goto("/employee/dashboard?tab=employees");
  await page.getByRole("link", { name: "Add Employee" }).click();
  await expect(page.getByRole("heading", { name: "Add Employee" })).toBeVisible();
  await page.getByLabel("First name *").fill("Ines");
  await page.getByLabel("Last name *").fill(lastName);
  await page.getByLabel("Work email *").fill(email);
  await page.getByLabel("Department").selectOption("Design and User Experience (UX)");
  await page.getByLabel("Title").selectOption("Product Designer");
  await page.getByLabel("Reports to").selectOption({ label: "Avery Stone, Chief Executive Officer" });
  await expect(page.getByLabel(/Email an invitation/)).toBeChecked();
  await page.getByRole("button", { name: "Add employee" }).click();
  await expectToast(page, `Employee created successfully. Invitation sent to ${email}`);
  await expect(page).toHaveURL(/\/employee\/dashboard\?tab=employees$/);
  await page.getByLabel("Search employees").fill(lastName);
  await page.getByRole("button", { name: "Search" }).click();
  const card = page.getByRole("listitem").filter({ hasText: lastName });
  await expect(card.getByText("Invite sent")).toBeVisible();

  // The invitee opens the link from the email, creates an account and lands on the portal.
  const link = await inviteLinkFor(browser, email);
  const inviteeContext = await browser.newContext({ baseURL: DEMO_URL });
  const invitee = withHydration(await inviteeContext.newPage());
  await invitee.goto(link);
  await expect(invitee.getByRole("heading", { name: /^Welcome to .*, Ines$/ })).toBeVisible();
  await expect(invitee.getByLabel("Email")).toHaveValue(email);
  await expectAccessible(invitee);
  await invitee.getByLabel("Choose a password").fill("ines-pass-1");
  await invitee.getByRole("button", { name: "Create account and claim profile" }).click();
  await expectToast(invitee, "Welcome aboard! Your employee profile is linked to your account.");
  await expect(invitee).toHaveURL(/\/employee\/dashboard$/);
  await expect(invitee.getByRole("heading", { name: "Welcome, Ines" })).toBeVisible();
  await expect(invitee.getByText("of 25 in")).toBeVisible();

  // The link worked once.
  const other = await browser.newContext({ baseURL: DEMO_URL });
  const stranger = withHydration(await other.newPage());
  await stranger.goto(link);
  await expect(stranger.getByRole("heading", { name: "This invitation cannot be used" })).toBeVisible();
  await other.close();

  // Time off: both dates are required, then the request is pending.
  await invitee
    .getByRole("navigation", { name: "Employee portal" })
    .getByRole("link", { name: "Time Off" })
    .click();
  await expect(invitee.getByRole("heading", { name: "Time Off Requests" })).toBeVisible();
  await invitee.getByRole("button", { name: "New Request" }).click();
  const dialog = invitee.getByRole("dialog", { name: "New Time Off Request" });
  await dialog.getByRole("button", { name: "Submit request" }).click();
  await expectToast(invitee, "Please select both start and end dates");
  const { start, end } = nextMonthDates();
  await dialog.getByLabel("Type").selectOption("vacation");
  await dialog.getByLabel("Start date").fill(start);
  await dialog.getByLabel("End date").fill(end);
  await expect(dialog.getByText("3 working days")).toBeVisible();
  await dialog.getByLabel("Notes").fill("Visiting family");
  await dialog.getByRole("button", { name: "Submit request" }).click();
  await expectToast(invitee, "Time off request submitted successfully");
  const mine = invitee.getByRole("listitem").filter({ hasText: "Visiting family" });
  await expect(mine.getByText("Pending", { exact: true })).toBeVisible();
  await expect(
    invitee.getByText("0 approved and 3 pending working days count against it.").first(),
  ).toBeVisible();

  // The admin (also her manager) approves it with a note.
  await page.goto("/employee/time-off");
  const toReview = page.getByRole("listitem").filter({ hasText: `Ines ${lastName}` });
  await toReview.getByRole("button", { name: `Approve Ines ${lastName}'s request` }).click();
  const review = page.getByRole("dialog", { name: `Approve Ines ${lastName}'s request` });
  await review.getByLabel("Manager notes").fill("Have a good trip");
  await review.getByRole("button", { name: "Approve request" }).click();
  await expectToast(page, "Time off request approved");
  await expect(page.getByRole("listitem").filter({ hasText: `Ines ${lastName}` })).toHaveCount(0);

  await invitee.reload();
  await expect(mine.getByText("Approved", { exact: true })).toBeVisible();
  await expect(mine.getByText(/Approved by Avery Stone on .*: “Have a good trip”/)).toBeVisible();
  await inviteeContext.close();
});
