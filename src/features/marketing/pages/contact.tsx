import { zodResolver } from "@hookform/resolvers/zod";
import { Mail, MapPin, Phone } from "lucide-react";
import { useId, useRef } from "react";
import { type FieldPath, type Resolver, useForm } from "react-hook-form";
import { useShell } from "#src/features/site/index.ts";
import { ApiError, api } from "#src/lib/api-client.ts";
import { companyNameFrom, DEFAULT_SOCIAL_IMAGE } from "#src/lib/page-meta.ts";
import { publicUrlFrom, seoMeta } from "#src/lib/seo.ts";
import { telHref } from "#src/lib/tel.ts";
import { Button, buttonClass } from "#src/ui/button.tsx";
import { TextAreaField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { Spinner } from "#src/ui/spinner.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { useHydrated } from "#src/ui/use-hydrated.ts";
import { useSubmissionKey } from "#src/ui/use-submission-key.ts";
import { HoneypotField } from "../components/honeypot-field.tsx";
import {
  type ContactMessageInput,
  contactMessageSchema,
  HONEYPOT_FIELD,
  LEAD_LIMITS,
  type LeadCaptureResultDto,
  LEAD_MESSAGES as M,
} from "../marketing.contract.ts";
import type { Route } from "./+types/contact";

export function meta({ matches }: Route.MetaArgs) {
  const company = companyNameFrom(matches);
  return seoMeta({
    title: `Contact Us | ${company}`,
    description: `Get in touch with ${company} about your digital project: email, call or visit us, or send a message and we will reply within one business day.`,
    path: "/contact",
    publicUrl: publicUrlFrom(matches),
    siteName: company,
    // Link previews of /contact get the site's default picture, like every other public page.
    image: DEFAULT_SOCIAL_IMAGE,
  });
}

/** One error toast for the form: a second failed send replaces it instead of stacking. */
const TOAST_ID = "contact-form-error";

type Values = Required<{ [K in keyof ContactMessageInput]: string }>;
const EMPTY: Values = { name: "", email: "", message: "" };

/** /contact: ways to reach us, and a message form that is stored on the server as a lead. */
export default function ContactPage() {
  const { site } = useShell();
  const cards = [
    {
      icon: Mail,
      title: "Email us",
      text: site.email,
      href: `mailto:${site.email}`,
      label: `Email ${site.email}`,
    },
    {
      icon: Phone,
      title: "Call us",
      text: site.phone,
      href: telHref(site.phone),
      label: `Call ${site.phone}`,
    },
    { icon: MapPin, title: "Visit us", text: site.streetAddress, href: undefined, label: undefined },
  ];
  return (
    <main id="main" className="mx-auto grid max-w-5xl gap-10 px-4 py-16 sm:px-6 sm:py-24">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Contact Us</h1>
        <p className="mt-4 text-lg text-muted-fg">
          Have a digital project in mind? Reach us the way you prefer, or send a message below.
        </p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-3">
        {cards.map(({ icon: Icon, title, text, href, label }) => (
          <li
            key={title}
            className="flex gap-4 rounded-2xl border border-border bg-card p-5 sm:flex-col sm:gap-3"
          >
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-muted">
              <Icon aria-hidden="true" className="h-5 w-5 text-primary" />
            </span>
            <div className="min-w-0">
              <h2 className="font-semibold">{title}</h2>
              {href ? (
                <a
                  href={href}
                  aria-label={label}
                  className="mt-1 block text-muted-fg [overflow-wrap:anywhere] underline-offset-4 hover:text-primary hover:underline"
                >
                  {text}
                </a>
              ) : (
                <p className="mt-1 text-muted-fg">{text}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
      <ContactForm phoneHref={telHref(site.phone)} />
    </main>
  );
}

function ContactForm({ phoneHref }: { phoneHref: string }) {
  const submission = useSubmissionKey();
  const hydrated = useHydrated();
  const id = useId();
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(contactMessageSchema) as Resolver<Values, unknown, Values>,
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
