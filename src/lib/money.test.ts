import { afterEach, describe, expect, it } from "vitest";
import {
  companyCurrencyCode,
  currencyOptions,
  DEFAULT_CURRENCY,
  formatMoney,
  isCurrencyCode,
  setCompanyCurrency,
} from "./money.ts";

afterEach(() => setCompanyCurrency(DEFAULT_CURRENCY));

describe("the company's currency", () => {
  it("knows ISO 4217 codes and nothing else", () => {
    for (const code of ["USD", "EUR", "GBP", "JPY", "CHF"]) expect(isCurrencyCode(code)).toBe(true);
    for (const code of ["usd", "EURO", "XYZ", "", "E R", "$"]) expect(isCurrencyCode(code)).toBe(false);
  });

  it("formats whole amounts in it, and an absent amount as a dash", () => {
    expect(formatMoney(12500)).toBe("$12,500");
    setCompanyCurrency("EUR");
    expect(companyCurrencyCode()).toBe("EUR");
    expect(formatMoney(12500)).toBe("€12,500");
    expect(formatMoney(null)).toBe("—");
    expect(formatMoney(99.6, "GBP")).toBe("£100");
  });

  it("ignores a code it does not know, keeping the one it has", () => {
    setCompanyCurrency("GBP");
    setCompanyCurrency("XYZ");
    setCompanyCurrency(undefined);
    expect(companyCurrencyCode()).toBe("GBP");
  });

  it("offers every known currency by code and English name", () => {
    const options = currencyOptions();
    expect(options.find((o) => o.value === "EUR")?.label).toBe("EUR · Euro");
    expect(options.every((o) => isCurrencyCode(o.value))).toBe(true);
  });
});
