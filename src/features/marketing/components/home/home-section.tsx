import type { ReactNode } from "react";
import { cn } from "#src/ui/cn.ts";

/** One full-screen band of the home page, labelled by its heading (a region landmark). */
export function HomeSection(props: {
  id: string;
  className?: string;
  innerClassName?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={props.id}
      aria-labelledby={`${props.id}-heading`}
      data-home-section={props.id}
      className={cn(
        "relative flex min-h-[calc(100svh-4rem)] scroll-mt-16 flex-col justify-center py-20",
        props.className,
      )}
    >
      <div className={cn("mx-auto w-full max-w-6xl px-4 sm:px-6", props.innerClassName)}>
        {props.children}
      </div>
    </section>
  );
}

export function SectionHeading(props: {
  id: string;
  eyebrow: string;
  heading: string;
  intro?: string;
  align?: "left" | "center";
}) {
  const center = props.align === "center";
  return (
    <div className={cn("max-w-3xl", center && "mx-auto text-center")}>
      <p className="text-sm font-semibold uppercase tracking-widest text-primary">{props.eyebrow}</p>
      <h2
        id={`${props.id}-heading`}
        className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-5xl"
      >
        {props.heading}
      </h2>
      {props.intro ? <p className="mt-5 text-lg text-muted-fg text-pretty">{props.intro}</p> : null}
    </div>
  );
}
