import { mountIslands } from "#src/platform/islands/runtime.ts";
import { comparisonValueText } from "../../lib/comparison.ts";

// The home page's comparison slider without React (decision 051, "A first screen without React"):
// the range input is the control (keyboard, screen readers); dragging on the picture moves it too.
// Each change moves the clipped "after" plan, the divider and the handle, and the input's value.

const clamp = (v: number) => Math.min(100, Math.max(0, Math.round(v)));

mountIslands("comparison", (el) => {
  const box = el.querySelector<HTMLElement>("[data-testid=comparison]");
  const after = box?.querySelector<HTMLElement>("[data-testid=comparison-after]");
  const input = box?.querySelector<HTMLInputElement>("input[type=range]");
  const divider = box?.querySelector<HTMLElement>("[data-testid=comparison-divider]");
  const handle = box?.querySelector<HTMLElement>("[data-comparison-handle]");
  if (!box || !after || !input || !divider || !handle) return;

  const show = (position: number) => {
    input.value = String(position);
    input.setAttribute("aria-valuenow", String(position));
    input.setAttribute("aria-valuetext", comparisonValueText(position));
    after.style.clipPath = `inset(0 ${100 - position}% 0 0)`;
    divider.style.left = `${position}%`;
    handle.style.left = `${position}%`;
  };
  const fromPointer = (clientX: number) => {
    const rect = box.getBoundingClientRect();
    if (rect.width > 0) show(clamp(((clientX - rect.left) / rect.width) * 100));
  };

  let dragging = false;
  input.addEventListener("input", () => show(clamp(Number(input.value))));
  box.addEventListener("pointerdown", (e) => {
    if (e.button !== 0) return;
    dragging = true;
    box.setPointerCapture(e.pointerId);
    fromPointer(e.clientX);
    input.focus({ preventScroll: true });
  });
  // Keeps the focus on the range input (a press would otherwise move it to the page).
  box.addEventListener("mousedown", (e) => e.preventDefault());
  box.addEventListener("pointermove", (e) => {
    if (dragging) fromPointer(e.clientX);
  });
  const stop = () => {
    dragging = false;
  };
  box.addEventListener("pointerup", stop);
  box.addEventListener("pointercancel", stop);
  // A value kept by the browser (back, forward) is shown as it is.
  if (input.value !== "50") show(clamp(Number(input.value)));
});
