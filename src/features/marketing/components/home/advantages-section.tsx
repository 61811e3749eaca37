import { ADVANTAGES_SECTION } from "../../content/home.ts";
import { HomeSection, SectionHeading } from "./home-section.tsx";
import { HOME_ICONS } from "./icons.ts";

/** Home band 3: the six AI-advantage cards. */
export function AdvantagesSection() {
  return (
    <HomeSection id="ai-advantages">
      <SectionHeading id="ai-advantages" {...ADVANTAGES_SECTION} />
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ADVANTAGES_SECTION.cards.map((card) => {
          const Icon = HOME_ICONS[card.icon];
          return (
            <li
              key={card.title}
              data-testid="advantage-card"
              className="group relative overflow-hidden rounded-2xl border border-border bg-card p-6 transition-colors hover:border-primary"
            >
              <div className="flex items-center justify-between">
                <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-primary/15 text-primary">
                  <Icon aria-hidden="true" className="h-6 w-6" />
                </span>
                <span className="text-3xl font-extrabold text-primary">{card.stat}</span>
              </div>
              <h3 className="mt-6 text-xl font-semibold">{card.title}</h3>
              <p className="mt-2 text-muted-fg">{card.text}</p>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
