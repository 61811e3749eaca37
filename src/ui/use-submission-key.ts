import { useRef } from "react";
import { SubmissionKey } from "#src/lib/submission-key.ts";

/** The form's SubmissionKey, kept for the life of the form; pass it to api() as `submission`. */
export function useSubmissionKey(): SubmissionKey {
  const ref = useRef<SubmissionKey | null>(null);
  ref.current ??= new SubmissionKey();
  return ref.current;
}
