import { ArrowRight, Check } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "#src/ui/button.tsx";
import { SERVICE_FILTERS, type Service } from "../../content/services.ts";
import { ServiceIcon } from "./service-icon.tsx";

const categoryLabel = (id: Service["id"]) => SERVICE_FILTERS.find((f) => f.value === id)?.label ?? id;

export function ServiceCard({ service }: { service: Service }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-border bg-card p-6 shadow-sm transition-colors hover:border-primary/60">
      {service.imageSrc ? (
        <img
          src={service.imageSrc}
          alt=""
          width={1200}
          height={630}
          loading="lazy"
          className="mb-5 aspect-[1200/630] w-full rounded-xl object-cover"
        />
      ) : null}
      <div className="flex items-center justify-between gap-3">
        <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
          <ServiceIcon name={service.icon} className="h-6 w-6" />
        </span>
        <span className="rounded-full border border-border px-3 py-1 text-xs font-medium text-muted-fg">
          {categoryLabel(service.id)}
        </span>
      </div>
      <h3 className="mt-5 text-xl font-semibold">{service.title}</h3>
      <p className="mt-2 text-sm leading-relaxed text-muted-fg">{service.description}</p>
      <ul className="mt-5 grid gap-2 text-sm">
        {service.features.map((f) => (
          <li key={f} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
            <span>{f}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        <Link to="/contact" className={buttonClass({ variant: "outline" }, "w-full")}>
          {service.ctaText}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    </article>
  );
}
