/**
 * True when nothing may be recorded: Do Not Track or Global Privacy Control is on, or the page is
 * shown inside a frame (the heatmap's own preview of a page).
 */
export function trackingRefused(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const w = window as Window & { doNotTrack?: string };
  return (
    nav.globalPrivacyControl === true ||
    nav.doNotTrack === "1" ||
    nav.doNotTrack === "yes" ||
    w.doNotTrack === "1" ||
    window.top !== window
  );
}
