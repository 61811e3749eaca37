import { BookOpen, CheckCircle2, Download, Mail } from "lucide-react";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { ApiError, api } from "#src/lib/api-client.ts";
import { Button, buttonClass } from "#src/ui/button-base.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { lazyResolver } from "#src/ui/lazy-resolver.ts";
import { Spinner } from "#src/ui/spinner.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { useHydrated } from "#src/ui/use-hydrated.ts";
import { useSubmissionKey } from "#src/ui/use-submission-key.ts";
import { SEGMENT_LABELS, type Segment } from "../../content/madlib-options.ts";
import type { Resource } from "../../content/resources.ts";
import { HONEYPOT_FIELD, LEAD_MESSAGES as M } from "../../lib/lead-texts.ts";
import type { ResourceRequestResultDto } from "../../marketing.contract.ts";
import { HoneypotField } from "../honeypot-field.tsx";

// The address is checked by the resource request's schema, loaded on the first check (zod is not
// part of /thank-you's first-load JavaScript, decision 051).
const emailOnly = lazyResolver<{ email: string }>(() =>
  import("../lead-resolvers.ts").then((m) => m.resourceEmailResolver),
);

/**
 * The segment's free guide: what it holds, and the form that sends it (then a direct download).
 * /thank-you's island (resource-offer.island.tsx, decision 051).
 */
export function ResourceOffer({
  resource,
  segment,
  name,
  email,
}: {
  resource: Pick<Resource, "title" | "summary" | "highlights">;
  segment: Segment;
  name: string;
  email: string;
}) {
  const submission = useSubmissionKey();
  const hydrated = useHydrated();
  const id = "resource-offer";
  const honeypot = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState<ResourceRequestResultDto | null>(null);
  const form = useForm<{ email: string }>({ resolver: emailOnly, defaultValues: { email } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await api<ResourceRequestResultDto>("/api/marketing/resource-requests", {
        body: { segment, email: values.email, name, [HONEYPOT_FIELD]: honeypot.current?.value ?? "" },
        submission,
      });
      setSent(result);
      toast.success(result.message, { description: result.detail });
    } catch (err) {
      if (err instanceof ApiError && err.fields.email) form.setError("email", { message: err.fields.email });
      toast.error(
        err instanceof ApiError && err.status < 500 && err.status > 0 ? err.message : M.submitFailed,
        {
          id: "resource-request-error",
        },
      );
    }
  });

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-border bg-card p-6 shadow-sm lg:col-span-3 sm:p-8"
    >
      <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-widest text-primary">
        <BookOpen aria-hidden="true" className="h-4 w-4" /> Free {SEGMENT_LABELS[segment]} guide
      </p>
      <h2 id={`${id}-title`} className="mt-3 text-2xl font-bold text-balance sm:text-3xl">
        {resource.title}
      </h2>
      <p className="mt-3 text-muted-fg">{resource.summary}</p>
      <ul className="mt-5 grid gap-2">
        {resource.highlights.map((h) => (
          <li key={h} className="flex items-start gap-2">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
            <span>{h}</span>
          </li>
        ))}
      </ul>
      {sent ? (
        <div role="status" className="mt-6 rounded-xl border border-primary bg-bg p-5">
          <p className="flex items-center gap-2 text-lg font-semibold">
            <Mail aria-hidden="true" className="h-5 w-5 text-primary" /> {sent.message}
          </p>
          <p className="mt-1 text-muted-fg">{sent.detail}</p>
          <a
            href={sent.resource.downloadPath}
            download
            className={buttonClass({ variant: "outline", size: "sm" }, "mt-4")}
          >
            <Download aria-hidden="true" className="h-4 w-4" /> Download it now
          </a>
        </div>
      ) : (
        <form
          noValidate
          method="post"
          onSubmit={submit}
          className="mt-6 grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start"
        >
          <TextField
            id={`${id}-email`}
            label="Where should we send the guide?"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            error={errors.email?.message}
            {...form.register("email")}
          />
          <HoneypotField ref={honeypot} idPrefix={id} />
          <Button
            type="submit"
            disabled={!hydrated || isSubmitting}
            aria-busy={isSubmitting}
            className="sm:mt-7"
          >
            {isSubmitting ? <Spinner label="Sending" /> : null}
            Send me the guide
          </Button>
        </form>
      )}
    </section>
  );
}
