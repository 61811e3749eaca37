import { Download, Paperclip, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { ApiError } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { Spinner } from "#src/ui/spinner.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { type FeatureAttachment, FLARE_MESSAGES as M } from "../../flare.contract.ts";

/** A feature's files, each a download link, and 'Attach a file' (uploaded at once). */
export function FeatureAttachments({
  id,
  attachments,
  onUpload,
  onUploaded,
}: {
  id: string;
  attachments: FeatureAttachment[];
  /** Uploads a file for the feature; resolves to the stored attachment. */
  onUpload: (file: File) => Promise<FeatureAttachment>;
  onUploaded: (attachment: FeatureAttachment) => void;
}) {
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  async function upload(file: File) {
    setUploading(true);
    try {
      onUploaded(await onUpload(file));
      toast.success(M.uploaded);
    } catch (err) {
      toast.error(M.uploadFailed, {
        description: err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : undefined,
      });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  }

  return (
    <section aria-label="Attachments" className="grid gap-2">
      <p className="flex items-center gap-2 text-sm font-medium">
        <Paperclip aria-hidden="true" className="h-4 w-4" /> Attachments
      </p>
      {attachments.length ? (
        <ul className="grid gap-1">
          {attachments.map((a) => (
            <li key={a.id}>
              <a
                href={a.url}
                download={a.name}
                className="inline-flex items-center gap-2 text-sm text-primary underline underline-offset-4"
              >
                <Download aria-hidden="true" className="h-4 w-4" /> {a.name}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-fg">No files yet.</p>
      )}
      <div>
        <input
          ref={fileInput}
          id={id}
          type="file"
          className="sr-only"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <Button variant="outline" size="sm" disabled={uploading} onClick={() => fileInput.current?.click()}>
          {uploading ? <Spinner label="Uploading" /> : <Upload aria-hidden="true" className="h-4 w-4" />}
          Attach a file
        </Button>
        <p className="mt-1 text-xs text-muted-fg">Images, PDF, office documents, text or ZIP, up to 10 MB.</p>
      </div>
    </section>
  );
}
