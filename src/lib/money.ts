// Money as the company shows it: every amount in the product (deals, campaign budgets and spend,
// won revenue, price guidance) is a plain number in the company's one currency, an ISO 4217 code
// an admin sets in Settings > General (site settings, decision 053). Amounts are never converted:
// changing the currency relabels them.

/** What a deployment shows before an admin chooses. */
export const DEFAULT_CURRENCY = "USD";

/** True for a currency code this runtime knows (ISO 4217, as Intl lists them). */
export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  return Intl.supportedValuesOf("currency").includes(code);
}

let companyCurrency = DEFAULT_CURRENCY;
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Sets the company's currency for this process (the server, when it reads the site settings) or
 * this page (the browser, from the shell's data). One deployment is one company, so one value.
 */
export function setCompanyCurrency(code: string | null | undefined): void {
  if (code && code !== companyCurrency && isCurrencyCode(code)) companyCurrency = code;
}

/** The company's currency code ("EUR"), for labels such as "Value (EUR)". */
export const companyCurrencyCode = (): string => companyCurrency;

function formatter(currency: string): Intl.NumberFormat {
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat("en-US", { style: "currency", currency, maximumFractionDigits: 0 });
    formatters.set(currency, f);
  }
  return f;
}

/** An amount in whole units of the company's currency ("$12,500", "€12,500"); no value reads "—". */
export function formatMoney(v: number | null | undefined, currency = companyCurrency): string {
  return v === null || v === undefined ? "—" : formatter(currency).format(v);
}

/** The currencies an admin chooses from: code and English name, by code. */
export function currencyOptions(): { value: string; label: string }[] {
  const names = new Intl.DisplayNames(["en"], { type: "currency" });
  return Intl.supportedValuesOf("currency").map((code) => ({
    value: code,
    label: `${code} · ${names.of(code) ?? code}`,
  }));
}
