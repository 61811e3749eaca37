import { createRequire } from "node:module";
import type PDFKitDocument from "pdfkit";

const require = createRequire(import.meta.url);
// pdfkit (with fontkit and its tables) loads on the first PDF, not with the server: most processes
// never make one, and the modules stay in memory once loaded.
let PDFDocument: typeof PDFKitDocument | undefined;

/**
 * Noto Sans, embedded (as a subset) in every PDF. The built-in Helvetica is not embedded and only
 * knows the WinAnsi characters, so a "Zoë" or "Müller & Søn" came out as "?"; Noto Sans covers
 * Latin, Greek and Cyrillic scripts with their accents.
 */
const FONT_FILES = {
  regular: require.resolve("@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf"),
  bold: require.resolve("@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf"),
};
/**
 * The names to pass to `doc.font()`. The regular face is named by its file, the key pdfkit caches
 * the document's default font under: pdfkit caches a font registered under another name only when
 * no font of the same PostScript name is loaded yet, so every `doc.font("NotoSans")` after the
 * default had parsed the 600 KB file again (seconds for a PDF with many text runs).
 */
export const PDF_FONT = { regular: FONT_FILES.regular, bold: "NotoSans-Bold" } as const;

/** Structure types used in our documents (PDF 1.7, ISO 32000-1 §14.8.4). */
export type PdfStructType = "H1" | "H2" | "H3" | "P" | "Span" | "L" | "Table" | "TR" | "TH" | "TD" | "Sect";

export type PdfFooter = {
  /** The footer line of page `page` (1-based) of `count`. */
  text: (page: number, count: number) => string;
  x: number;
  width: number;
  /** Distance of the footer's baseline area from the bottom edge, in points. */
  fromBottom: number;
  fontSize: number;
  color: string;
};

export type PdfOptions = Omit<PDFKit.PDFDocumentOptions, "info"> & {
  /** The title is required: readers and screen readers show it instead of the file name. */
  info: PDFKit.DocumentInfo & { Title: string };
  lang?: string;
};

/**
 * A tagged, accessible pdfkit document (PDF 1.7, document language, title shown in the window,
 * embedded fonts) with buffered pages, collected into memory. Draw on `doc`; give every piece of
 * text its structure with `as(type)` (headings, paragraphs), lists through `list()` and tables
 * through `struct()`, and draw decorations inside `artifact()` so readers skip them. Then call
 * `finish(footer)`: it writes the footer on every page as a pagination artifact, closes the
 * structure tree, ends the document and resolves with its bytes.
 */
export function createPdf(options: PdfOptions) {
  const { lang, ...rest } = options;
  PDFDocument ??= require("pdfkit") as typeof PDFKitDocument;
  const doc = new PDFDocument({
    ...rest,
    bufferPages: true,
    pdfVersion: "1.7",
    tagged: true,
    lang: lang ?? "en-US",
    displayTitle: true,
    font: FONT_FILES.regular,
  });
  doc.registerFont(PDF_FONT.bold, FONT_FILES.bold);
  doc.font(PDF_FONT.regular);
  const root = doc.struct("Document");
  doc.addStructure(root);

  /** Text options that put the text into the structure tree as `type` (under `parent`). */
  const as = (type: PdfStructType, parent: PDFKit.PDFStructureElement = root) =>
    ({ structParent: parent, structType: type }) as PDFKit.Mixins.TextOptions;

  /** A container element (Table, TR, Sect) under `parent`; add children with `as(type, element)`. */
  const struct = (type: PdfStructType, parent: PDFKit.PDFStructureElement = root) => {
    const el = doc.struct(type);
    parent.add(el);
    return el;
  };

  /** A bulleted list tagged as L > LI > Lbl + LBody. */
  const list = (items: string[], opts: PDFKit.Mixins.TextOptions = {}) => {
    const el = struct("L");
    doc.list(items, { ...opts, structParent: el } as PDFKit.Mixins.TextOptions);
    el.end();
  };

  /** Drawing that carries no meaning (rules, page furniture): marked so assistive technology skips it. */
  const artifact = (draw: () => void, type: "Layout" | "Pagination" = "Layout") => {
    doc.markContent("Artifact", { type });
    draw();
    doc.endMarkedContent();
  };

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const finish = (footer?: PdfFooter): Promise<Buffer> => {
    if (footer) {
      const range = doc.bufferedPageRange();
      for (let i = range.start; i < range.start + range.count; i++) {
        doc.switchToPage(i);
        const bottom = doc.page.margins.bottom;
        doc.page.margins.bottom = 0;
        artifact(() => {
          doc
            .font(PDF_FONT.regular)
            .fontSize(footer.fontSize)
            .fillColor(footer.color)
            .text(footer.text(i + 1, range.count), footer.x, doc.page.height - footer.fromBottom, {
              width: footer.width,
              align: "center",
              lineBreak: false,
            });
        }, "Pagination");
        doc.page.margins.bottom = bottom;
      }
    }
    root.end();
    doc.end();
    return done;
  };
  return { doc, finish, as, struct, list, artifact, root };
}
