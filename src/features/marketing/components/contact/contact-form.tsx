import { Phone } from "lucide-react";
import { useRef } from "react";
import { type FieldPath, type Resolver, useForm } from "react-hook-form";
import { ApiError, api } from "#src/lib/api-client.ts";
import { Button, buttonClass } from "#src/ui/button-base.tsx";
import { TextAreaField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { lazyResolver } from "#src/ui/lazy-resolver.ts";
import { Spinner } from "#src/ui/spinner.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { useHydrated } from "#src/ui/use-hydrated.ts";
import { useSubmissionKey } from "#src/ui/use-submission-key.ts";
import { HONEYPOT_FIELD, LEAD_LIMITS, LEAD_MESSAGES as M } from "../../lib/lead-texts.ts";
import type { ContactMessageInput, LeadCaptureResultDto } from "../../marketing.contract.ts";
import { HoneypotField } from "../honeypot-field.tsx";

/** One error toast for the form: a second failed send replaces it instead of stacking. */
const TOAST_ID = "contact-form-error";

type Values = Required<{ [K in keyof ContactMessageInput]: string }>;
const EMPTY: Values = { name: "", email: "", message: "" };

/**
 * /contact's message form, stored on the server as a lead: an island (contact-form.island.tsx,
 * decision 051); zod is loaded on the first check, not with the page.
 */
export function ContactForm({ phoneHref }: { phoneHref: string }) {
  const submission = useSubmissionKey();
  const hydrated = useHydrated();
  const id = "contact";
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useForm<Values, unknown, Values>({
    resolver: lazyResolver(() =>
      import("../lead-resolvers.ts").then((m) => m.contactResolver as Resolver<Values, unknown, Values>),
    ),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await api<LeadCaptureResultDto>("/api/marketing/contact-messages", {
          body: { ...values, [HONEYPOT_FIELD]: honeypot.current?.value ?? "" },
          submission,
        });
        toast.success(M.messageSent);
        form.reset(EMPTY);
      } catch (err) {
        if (err instanceof ApiError) {
          for (const [field, message] of Object.entries(err.fields)) {
            if (field in EMPTY) form.setError(field as FieldPath<Values>, { message });
          }
        }
        const reason = err instanceof ApiError && err.status > 0 && err.status < 500;
        toast.error(reason ? (err as ApiError).message : M.submitFailed, { id: TOAST_ID });
      }
    },
    () => {
      toast.error(M.fixFields, { id: TOAST_ID });
    },
  );

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-border bg-card p-6 sm:p-8"
    >
      <h2 id={`${id}-heading`} className="text-2xl font-bold">
        Send us a message
      </h2>
      <p className="mt-2 text-muted-fg">All fields are required. We reply within one business day.</p>
      <form noValidate method="post" onSubmit={submit} className="mt-6 grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id={`${id}-name`}
            label="Name"
            autoComplete="name"
            aria-required
            maxLength={LEAD_LIMITS.text}
            error={errors.name?.message}
            {...form.register("name")}
          />
          <TextField
            id={`${id}-email`}
            label="Email"
            type="email"
            autoComplete="email"
            aria-required
            maxLength={254}
            error={errors.email?.message}
            {...form.register("email")}
          />
        </div>
        <TextAreaField
          id={`${id}-message`}
          label="Message"
          rows={6}
          aria-required
          maxLength={LEAD_LIMITS.message}
          placeholder="Tell us about your project, your timeline and what success looks like."
          error={errors.message?.message}
          {...form.register("message")}
        />
        <HoneypotField ref={honeypot} idPrefix={id} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="lg" disabled={!hydrated || isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? <Spinner label="Sending" /> : null}
            Send Message
          </Button>
          <a href={phoneHref} className={buttonClass({ variant: "outline", size: "lg" })}>
            <Phone aria-hidden="true" className="h-4 w-4" /> Call Us Now
          </a>
        </div>
      </form>
    </section>
  );
}
