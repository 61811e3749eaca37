// Scaffold: replaced by the robots.txt implementation.
export function loader() {
  return new Response("", { headers: { "Content-Type": "text/plain" } });
}
