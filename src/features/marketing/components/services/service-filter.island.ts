import { mountIslands } from "#src/platform/islands/runtime.ts";
import { toggleChipClass } from "../work/toggle-chip-class.ts";

// /services' category chips without React (decision 051): the server rendered every card
// (service-gallery.tsx); a chip shows only its category's cards, "All" shows them all, and the
// live region says how many are shown, as the React page did.
mountIslands("service-filter", (el) => {
  const chips = [...el.querySelectorAll<HTMLButtonElement>("button[data-filter]")];
  const items = [...el.querySelectorAll<HTMLElement>("li[data-service]")];
  const live = el.querySelector<HTMLElement>("[data-shown]");
  const select = (filter: string) => {
    for (const chip of chips) {
      const pressed = chip.dataset.filter === filter;
      chip.setAttribute("aria-pressed", String(pressed));
      chip.className = toggleChipClass(pressed);
    }
    let shown = 0;
    for (const li of items) {
      li.hidden = filter !== "all" && li.dataset.service !== filter;
      if (!li.hidden) shown++;
    }
    if (live) live.textContent = `${shown} services shown`;
  };
  for (const chip of chips) chip.addEventListener("click", () => select(chip.dataset.filter ?? "all"));
});
