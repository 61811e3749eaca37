import { data } from "react-router";

/**
 * Throws on purpose so end-to-end tests can see the generic error screen. It exists only when
 * ENABLE_TEST_ROUTES=1 (the test server); elsewhere it is a plain 404.
 */
export function loader() {
  if (process.env.ENABLE_TEST_ROUTES !== "1") throw data(null, { status: 404 });
  return null;
}

export default function TestError(): never {
  throw new Error("Test render failure");
}
