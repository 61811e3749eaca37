import { mountIslands } from "#src/platform/islands/runtime.ts";

// The client scroller's pause button without React (decision 051): aria-pressed, the scroller's
// data-paused (home.css stops the columns), and the button's icon and words.
mountIslands("client-scroller", (el) => {
  const button = el.querySelector<HTMLButtonElement>("button[data-client-pause]");
  const scroller = el.querySelector<HTMLElement>("[data-testid=client-scroller]");
  if (!button || !scroller) return;
  const icon = (name: string) => button.querySelector<HTMLTemplateElement>(`template[data-icon="${name}"]`);
  button.addEventListener("click", () => {
    const paused = button.getAttribute("aria-pressed") !== "true";
    button.setAttribute("aria-pressed", String(paused));
    scroller.dataset.paused = String(paused);
    const next = icon(paused ? "play" : "pause")?.content.firstElementChild?.cloneNode(true);
    if (next) button.querySelector(":scope > svg")?.replaceWith(next);
    const label = button.querySelector(":scope > span");
    if (label) label.textContent = (paused ? button.dataset.play : button.dataset.pause) ?? "";
  });
});
