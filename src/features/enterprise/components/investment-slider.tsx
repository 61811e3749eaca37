import { Slider } from "radix-ui";
import { useId, useState } from "react";
import type { Complexity } from "../content/systems.ts";
import { investmentTiers, recommendedTierIndex } from "../lib/enterprise-rules.ts";

/**
 * The 3-step investment-tier slider: no-code, low-code, custom, priced by the recommendation's
 * complexity, starting on the recommended tier, so a visitor sees what a cheaper or fuller approach
 * would cost for the same change.
 */
export function InvestmentSlider({ complexity, title }: { complexity: Complexity; title: string }) {
  const tiers = investmentTiers(complexity);
  const [index, setIndex] = useState<number>(recommendedTierIndex(complexity));
  const tier = tiers[index]!;
  const id = useId();
  const valueText = `${tier.label}: ${tier.range}${tier.recommended ? " (recommended)" : ""}`;
  return (
    <div className="rounded-lg border border-border bg-bg p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p id={`${id}-label`} className="text-sm font-semibold">
          Investment tier
        </p>
        <p className="text-sm" aria-live="polite">
          <span className="font-semibold">{tier.label}</span> <span className="text-muted-fg">·</span>{" "}
          <span className="font-semibold text-primary">{tier.range}</span>
          {tier.recommended ? (
            <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-fg">
              Recommended
            </span>
          ) : null}
        </p>
      </div>
      <Slider.Root
        className="relative mt-4 flex h-6 w-full touch-none items-center select-none"
        min={0}
        max={2}
        step={1}
        value={[index]}
        onValueChange={([v]) => setIndex(v ?? 0)}
      >
        <Slider.Track className="relative h-2 grow rounded-full bg-muted">
          <Slider.Range className="absolute h-full rounded-full bg-primary" />
        </Slider.Track>
        <Slider.Thumb
          aria-label={`Investment tier for ${title}`}
          aria-valuetext={valueText}
          className="block h-5 w-5 rounded-full border-2 border-primary bg-bg shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
      </Slider.Root>
      <ol className="mt-2 grid grid-cols-3 text-xs text-muted-fg">
        {tiers.map((t, i) => (
          <li
            key={t.approach}
            className={`${i === 0 ? "text-left" : i === 1 ? "text-center" : "text-right"} ${
              i === index ? "font-semibold text-fg" : ""
            }`}
          >
            {t.label}
            <span className="block">{t.range}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
