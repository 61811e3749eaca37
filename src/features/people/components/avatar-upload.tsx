import { Upload } from "lucide-react";
import { useId, useRef } from "react";
import { api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
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
  const { run, busy } = useStaffAction();
  const upload = async (file: File) => {
    const form = new FormData();
    form.set("avatar", file);
    await run(
      "avatar",
      () => api<{ message: string }>(`/api/people/employees/${employee.id}/avatar`, { form }),
      { failure: (err) => failureMessage(err, PM.avatarUploadFailed) },
    );
    if (input.current) input.current.value = "";
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
          disabled={busy !== null}
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
