import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { Card } from "#src/ui/card.tsx";
import type { ImportDto } from "../import.contract.ts";

/** While every row of the file is checked: the rows checked so far (polled every second). */
export function ImportCheckCard({ imp }: { imp: ImportDto }) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => revalidate(), 1000);
    return () => clearInterval(timer);
  }, [revalidate]);
  return (
    <Card className="space-y-3 p-4">
      <h3 className="font-semibold text-lg">3. Checking {imp.filename}</h3>
      <p role="status" aria-live="polite" className="text-sm">
        {imp.processedRows.toLocaleString("en-US")} rows checked… You can leave this page; the check keeps
        running.
      </p>
      <progress className="w-full" aria-label="Rows checked" />
    </Card>
  );
}
