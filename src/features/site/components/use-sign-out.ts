import { useCallback } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { signOutRequest } from "#src/lib/sign-out.ts";
import { toast } from "#src/ui/toaster.tsx";
import { SIGN_OUT_TEXTS, type SignOutPlace } from "../lib/sign-out-texts.ts";

export { SIGN_OUT_TEXTS, type SignOutPlace } from "../lib/sign-out-texts.ts";

/**
 * Signs out (the server ends the session; local and session storage are cleared), shows the
 * place's toast, goes to the place's landing page and reloads the shell's data.
 */
export function useSignOut(place: SignOutPlace): () => Promise<void> {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  return useCallback(async () => {
    const texts = SIGN_OUT_TEXTS[place];
    try {
      await signOutRequest();
      toast.success(texts.success);
      await navigate(texts.to);
      await revalidate();
    } catch (err) {
      toast.error(texts.failure(err instanceof Error ? err.message : ""));
    }
  }, [navigate, revalidate, place]);
}
