import { useState } from "react";
import { toast } from "#src/ui/toaster.tsx";
import type { EnterpriseAnalysisDto } from "../enterprise.contract.ts";
import { ENTERPRISE_MESSAGES as M } from "../lib/enterprise-rules.ts";

const PDF_TOAST = "enterprise-pdf";

/** The file name the server chose (Content-Disposition), else a sensible default. */
function filenameOf(res: Response, fallback: string): string {
  const header = res.headers.get("content-disposition") ?? "";
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/** Fetches the report's PDF and hands it to the browser as a download, saying how it went in a toast. */
export function useReportPdf(analysis: EnterpriseAnalysisDto) {
  const [downloading, setDownloading] = useState(false);

  async function downloadPdf() {
    setDownloading(true);
    toast.info(M.pdfPreparing, { id: PDF_TOAST });
    let blob: Blob;
    let filename: string;
    try {
      const res = await fetch(analysis.pdfPath, { credentials: "same-origin" });
      if (!res.ok) throw new Error(`PDF request failed (${res.status})`);
      filename = filenameOf(res, `${analysis.result.industry}_Systems_Modernization.pdf`);
      blob = await res.blob();
    } catch {
      toast.error(M.reportFailed, { id: PDF_TOAST });
      setDownloading(false);
      return;
    }
    try {
      const url = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = filename;
      document.body.append(a);
      a.click();
      a.remove();
      // The browser has taken the file once the click is handled; free the object URL afterwards.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      toast.success(M.pdfDownloaded, { id: PDF_TOAST });
    } catch {
      toast.error(M.pdfFailed, { id: PDF_TOAST });
    } finally {
      setDownloading(false);
    }
  }

  return { downloading, downloadPdf };
}
