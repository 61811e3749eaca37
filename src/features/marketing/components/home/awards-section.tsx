import { AWARDS_SECTION } from "../../content/home.ts";
import { HomeSection, SectionHeading } from "./home-section.tsx";

/** Home band 10: the six awards, each framed by a laurel drawn in SVG. */
export function AwardsSection() {
  return (
    <HomeSection id="awards" className="bg-muted">
      <SectionHeading id="awards" {...AWARDS_SECTION} align="center" />
      <LaurelSymbol />
      <ul data-testid="awards" className="mt-12 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {AWARDS_SECTION.awards.map((award) => (
          <li
            key={award.name}
            className="flex flex-col items-center rounded-2xl border border-border bg-card px-3 py-6 text-center sm:px-6 sm:py-8"
          >
            <svg viewBox="0 0 80 64" aria-hidden="true" className="h-16 w-20 text-primary">
              <use href="#home-laurel" />
            </svg>
            <h3 className="mt-4 text-base font-bold sm:text-xl">{award.name}</h3>
            <p className="mt-1 text-xs text-muted-fg sm:text-sm">
              {award.by} · {award.year}
            </p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

/** A laurel wreath around a star, drawn once and reused by every award. */
function LaurelSymbol() {
  const leaves = Array.from({ length: 7 }, (_, i) => 105 + i * 21);
  const star = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 ? 4.6 : 10;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return `${(40 + r * Math.cos(a)).toFixed(2)},${(30 + r * Math.sin(a)).toFixed(2)}`;
  }).join(" ");
  return (
    <svg aria-hidden="true" className="absolute h-0 w-0">
      <symbol id="home-laurel" viewBox="0 0 80 64">
        {[0, 1].map((side) => (
          <g key={side} transform={side ? "translate(80 0) scale(-1 1)" : undefined}>
            <path d="M38 58 A 26 26 0 0 1 20 11" fill="none" stroke="currentColor" strokeWidth="1.6" />
            {leaves.map((deg, i) => {
              const rad = (deg * Math.PI) / 180;
              const x = 40 + 26 * Math.cos(rad);
              const y = 32 + 26 * Math.sin(rad);
              return (
                <ellipse
                  key={deg}
                  cx={x}
                  cy={y}
                  rx="6"
                  ry="2.6"
                  transform={`rotate(${deg + 55} ${x} ${y})`}
                  fill="currentColor"
                  opacity={1 - i * 0.07}
                />
              );
            })}
          </g>
        ))}
        <polygon points={star} fill="currentColor" />
      </symbol>
    </svg>
  );
}
