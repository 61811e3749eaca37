import { api } from "./api-client.ts";

/**
 * Sign-out clears cached data and local storage, so the next person at this browser finds nothing
 * of the last one's. The theme survives in its cookie. Throws with the server's message on failure.
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
