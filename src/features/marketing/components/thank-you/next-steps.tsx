import { Link } from "react-router";
import { buttonClass } from "#src/ui/button.tsx";
import { NEXT_STEPS } from "../../content/resources.ts";

/** What happens after the message: the numbered steps, then where to read on. */
export function NextSteps() {
  return (
    <section
      aria-labelledby="next-steps"
      className="rounded-2xl border border-border bg-card p-6 lg:col-span-2"
    >
      <h2 id="next-steps" className="text-xl font-bold">
        What happens next
      </h2>
      <ol className="mt-5 grid gap-5">
        {NEXT_STEPS.map((step, i) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-fg"
            >
              {i + 1}
            </span>
            <div>
              <h3 className="font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm text-muted-fg">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/services" className={buttonClass({ variant: "outline", size: "sm" })}>
          Explore our services
        </Link>
        <Link to="/work" className={buttonClass({ variant: "ghost", size: "sm" })}>
          See our work
        </Link>
      </div>
    </section>
  );
}
