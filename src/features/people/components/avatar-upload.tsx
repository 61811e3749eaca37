import { Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { failureMessage } from "../lib/failure.ts";
import { fullName } from "../lib/format.ts";
import { PM } from "../people.contract.ts";
import { EmployeeAvatar } from "./employee-avatar.tsx";

/** Profile picture upload: any image (checked by its bytes on the server), square and 200×200 px or more recommended. */
export function AvatarUpload({
  employee,
}: {
  employee: { id: string; firstName: string; lastName: string; avatarUrl: string | null };
}) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const { revalidate } = useRevalidator();
  const upload = async (file: File) => {
    setBusy(true);
    try {
      const form = new FormData();
      form.set("avatar", file);
      const res = await api<{ message: string }>(`/api/people/employees/${employee.id}/avatar`, { form });
      toast.success(res.message);
      await revalidate();
    } catch (err) {
      toast.error(failureMessage(err, PM.avatarUploadFailed));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-4">
      <EmployeeAvatar person={employee} size="lg" />
      <div className="grid gap-1">
        <input
          ref={input}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) void upload(file);
          }}
        />
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          <Upload aria-hidden="true" className="h-4 w-4" /> Upload profile picture
          <span className="sr-only"> for {fullName(employee)}</span>
        </Button>
        <p id={hintId} className="text-xs text-muted-fg">
          Any image up to 2 MB; square and at least 200×200 px looks best.
        </p>
      </div>
    </div>
  );
}
