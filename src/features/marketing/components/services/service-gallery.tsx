import { SERVICE_FILTERS, SERVICES } from "../../content/services.ts";
import { ToggleChip } from "../work/toggle-chip.tsx";
import { ServiceCard } from "./service-card.tsx";

/** The live region's words for `count` services shown. */
export const servicesShown = (count: number) => `${count} services shown`;

/**
 * /services' category chips and cards, every card shown ("All" pressed). The server renders it;
 * in the browser `service-filter.island.ts` (decision 051) presses a chip and hides the other
 * categories' cards, announcing the count.
 */
export function ServiceGallery() {
  return (
    <>
      <fieldset className="mt-8">
        <legend className="sr-only">Filter services by category</legend>
        <div className="flex flex-wrap gap-2">
          {SERVICE_FILTERS.map((f) => (
            <ToggleChip key={f.value} pressed={f.value === "all"} data-filter={f.value}>
              {f.label}
            </ToggleChip>
          ))}
        </div>
      </fieldset>
      <p aria-live="polite" className="sr-only" data-shown="">
        {servicesShown(SERVICES.length)}
      </p>
      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {SERVICES.map((s) => (
          <li key={s.title} data-service={s.id}>
            <ServiceCard service={s} />
          </li>
        ))}
      </ul>
    </>
  );
}
