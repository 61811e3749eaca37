export type DemoAccountDto = { label: string; email: string; password: string };

/** In demo mode only, the sign-in pages list the demo accounts so a visitor can try each role. */
export function DemoAccounts({ accounts }: { accounts: DemoAccountDto[] }) {
  if (accounts.length === 0) return null;
  return (
    <section
      aria-labelledby="demo-accounts"
      className="mt-6 rounded-lg border border-dashed border-border p-4 text-sm"
    >
      <h2 id="demo-accounts" className="font-semibold">
        Demo accounts
      </h2>
      <ul className="mt-2 grid gap-1 text-muted-fg">
        {accounts.map((a) => (
          <li key={a.email}>
            <span className="font-medium text-fg">{a.label}:</span> {a.email} / <code>{a.password}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
