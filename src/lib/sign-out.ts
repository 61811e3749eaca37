import { api } from "./api-client.ts";

/**
 * Spec document 1, section 4: sign-out clears cached data and local storage. The theme survives in
 * its cookie. Throws with the server's message on failure.
 */
export async function signOutRequest(): Promise<void> {
  await api("/api/auth/sign-out", { method: "POST", body: {} });
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // storage disabled: nothing to clear
  }
}
