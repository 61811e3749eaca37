import { Download, FileJson, RotateCcw } from "lucide-react";
import { Button, buttonClass } from "#src/ui/button-base.tsx";
import type { GovernmentAnalysisDto } from "../government.contract.ts";
import { downloadText } from "../lib/download.ts";

/** Whether the PDF was mailed, the JSON and PDF downloads, and Start New Assessment. */
export function ResultsDownloads({ data, onReset }: { data: GovernmentAnalysisDto; onReset: () => void }) {
  const { result, request, engine } = data;
  const stamp = data.createdAt.slice(0, 10);
  const downloadJson = () =>
    downloadText(
      `compliance-assessment-${stamp}.json`,
      JSON.stringify(
        { id: data.id, createdAt: data.createdAt, request: { ...request, email: undefined }, engine, result },
        null,
        2,
      ),
    );
  return (
    <div className="grid gap-4 rounded-xl border border-border bg-muted p-5">
      <p data-testid="pdf-note">
        {data.mailQueued
          ? `A PDF copy of this assessment has been sent to ${request.email}.`
          : `We could not send the PDF copy to ${request.email}. You can still download the assessment below.`}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={downloadJson}>
          <FileJson aria-hidden="true" className="h-4 w-4" /> Download JSON
        </Button>
        {data.pdfPath ? (
          <a href={data.pdfPath} download className={buttonClass({ variant: "outline" })}>
            <Download aria-hidden="true" className="h-4 w-4" /> Download PDF
          </a>
        ) : null}
        <Button onClick={onReset}>
          <RotateCcw aria-hidden="true" className="h-4 w-4" /> Start New Assessment
        </Button>
      </div>
    </div>
  );
}
