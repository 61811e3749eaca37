// Scaffold: replaced by the page's implementation.
export default function Page() {
  return <main id="main">thank-you</main>;
}
