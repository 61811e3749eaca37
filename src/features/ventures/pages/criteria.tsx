// Placeholder while the slice is being built; replaced by the slice's page.
export default function VenturesCriteriaPage() {
  return <main id="main" className="mx-auto max-w-5xl px-4 py-16" />;
}
