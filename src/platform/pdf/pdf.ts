import PDFDocument from "pdfkit";

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

/**
 * A pdfkit document with buffered pages, collected into memory. Draw on `doc`, then call
 * `finish(footer)`: it writes the footer on every page (inside the bottom margin, without starting
 * a new page), ends the document and resolves with its bytes.
 */
export function createPdf(options: PDFKit.PDFDocumentOptions) {
  const doc = new PDFDocument({ ...options, bufferPages: true });
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
        doc
          .font("Helvetica")
          .fontSize(footer.fontSize)
          .fillColor(footer.color)
          .text(footer.text(i + 1, range.count), footer.x, doc.page.height - footer.fromBottom, {
            width: footer.width,
            align: "center",
            lineBreak: false,
          });
        doc.page.margins.bottom = bottom;
      }
    }
    doc.end();
    return done;
  };
  return { doc, finish };
}
