/**
 * Slowly drifting colour behind the page: two large gradients, moved only by transform and
 * opacity (no layout, no filters), and still under prefers-reduced-motion.
 */
export function AnimatedBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <div
        className="absolute -left-1/2 -top-1/2 h-[200%] w-[200%] animate-spin opacity-70 [animation-duration:90s] motion-reduce:animate-none"
        style={{
          background:
            "radial-gradient(circle at 38% 38%, color-mix(in oklab, var(--primary) 22%, transparent), transparent 22%), radial-gradient(circle at 62% 58%, rgba(56, 189, 248, 0.16), transparent 24%)",
        }}
      />
      <div
        className="absolute inset-x-0 top-0 h-96 animate-pulse [animation-duration:7s] motion-reduce:animate-none"
        style={{
          background:
            "radial-gradient(ellipse at 50% 0%, color-mix(in oklab, var(--primary) 14%, transparent), transparent 70%)",
        }}
      />
    </div>
  );
}
