import { wireframeToSvg } from "../../lib/wireframe.ts";
import type { ScreenNode } from "./model.ts";

/** Hands the browser a file to save. */
export function downloadBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A screen's name as a file name ("Sign in" → "sign-in"). */
export const fileSlug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "screen";

/** Renders the SVG on a canvas and returns PNG bytes. */
export async function svgToPng(svg: string, width: number, height: number): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  try {
    const img = new Image();
    img.width = width;
    img.height = height;
    await new Promise<void>((resolve, reject) => {
      img.onload = () => resolve();
      img.onerror = () => reject(new Error("image"));
      img.src = url;
    });
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    canvas.getContext("2d")!.drawImage(img, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("png"))), "image/png"),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** One HTML page with every screen's wireframe under its name (Export Wireframes). */
export function wireframesHtml(screens: ScreenNode[]): string {
  const body = screens
    .map(
      (s) =>
        `<section><h2>${s.data.label.replace(/</g, "&lt;")}</h2>${wireframeToSvg(s.data.wireframe!, s.data.label)}</section>`,
    )
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Wireframes</title><style>body{font-family:system-ui,sans-serif;margin:2rem}section{margin-bottom:3rem}svg{border:1px solid #cbd5e1;max-width:100%;height:auto}</style></head><body><h1>Wireframes</h1>${body}</body></html>`;
}
