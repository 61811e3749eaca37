import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useId, useRef } from "react";
import { type FieldPath, type Resolver, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { ApiError, api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { cn } from "#src/ui/cn.ts";
import { Spinner } from "#src/ui/spinner.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { useHydrated } from "#src/ui/use-hydrated.ts";
import { useSubmissionKey } from "#src/ui/use-submission-key.ts";
import {
  CONTACT_METHODS,
  type ContactMethod,
  GOALS,
  JOB_TITLES,
  SEGMENT_LABELS,
  SEGMENTS,
  SERVICES,
  type Segment,
  TIMEFRAMES,
} from "../../content/madlib-options.ts";
import {
  HONEYPOT_FIELD,
  type LeadCaptureResultDto,
  LEAD_MESSAGES as M,
  type MadlibSubmission,
  type MadlibSubmissionInput,
  madlibSubmissionSchema,
} from "../../marketing.contract.ts";
import { HoneypotField } from "../honeypot-field.tsx";
import { formatPhoneInput } from "./phone-format.ts";
import { thankYouHref } from "./thank-you-link.ts";

type Values = Required<{ [K in keyof MadlibSubmissionInput]: string }>;
const EMPTY: Values = {
  full_name: "",
  job_title: "",
  company_name: "",
  segment: "",
  service_type: "",
  goal: "",
  timeframe: "",
  contact_method: "",
  contact_info: "",
};

/** One error toast for this form: a second failed submit replaces it instead of stacking. */
const TOAST_ID = "madlib-form-error";

const isSegment = (v: string): v is Segment => (SEGMENTS as readonly string[]).includes(v);

/** What the contact field is called and how the browser should help fill it, per method. */
const CONTACT_FIELD: Record<
  ContactMethod | "",
  { label: string; placeholder: string; type: string; auto: string }
> = {
  "": { label: "Your contact details", placeholder: "your contact details", type: "text", auto: "off" },
  Email: { label: "Your email address", placeholder: "you@company.com", type: "email", auto: "email" },
  Phone: { label: "Your phone number", placeholder: "(555) 555-5555", type: "tel", auto: "tel" },
  "Video Call": {
    label: "Your video call details",
    placeholder: "email or meeting link",
    type: "text",
    auto: "off",
  },
};

// Each blank is a real control inside the sentence: filled-in-the-blank look, full keyboard and
// screen-reader support (a visually hidden label names every one).
const controlClass =
  "h-11 max-w-full rounded-md border-0 border-b-2 border-primary bg-card px-2 text-lg font-semibold text-fg shadow-sm placeholder:font-normal placeholder:text-muted-fg focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:border-border disabled:opacity-70 aria-[invalid=true]:border-danger";

function Blank({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <span className="mx-1 my-1 inline-flex max-w-full flex-col items-start align-baseline">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {children}
      {error ? (
        <span id={`${id}-error`} className="mt-1 text-sm font-medium leading-snug text-danger">
          {error}
        </span>
      ) : null}
    </span>
  );
}

/**
 * The home page's contact form, the site's main conversion point, written as a sentence; a segment
 * change resets the choices that depend on it (spec 1 §4, §5, §8, §9).
 * Rendered by the home page inside its #madlib-section.
 */
export function MadlibForm() {
  const submission = useSubmissionKey();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const uid = useId();
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useForm<Values, unknown, MadlibSubmission>({
    // The schema also accepts a missing select (a disabled one has no value); the form always has all.
    resolver: zodResolver(madlibSubmissionSchema) as Resolver<Values, unknown, MadlibSubmission>,
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const segment = form.watch("segment");
  const method = form.watch("contact_method") as ContactMethod | "";
  const chosen = isSegment(segment) ? segment : null;
  const contactField = CONTACT_FIELD[method] ?? CONTACT_FIELD[""];

  const idOf = (field: keyof Values) => `${uid}-${field}`;
  /** The props every blank's control shares: id, error wiring and the register() bindings. */
  const control = (field: keyof Values) => {
    const error = errors[field]?.message;
    return {
      id: idOf(field),
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${idOf(field)}-error` : undefined,
      "aria-required": true,
      ...form.register(field),
    };
  };
  const selectClass = (value: string) => cn(controlClass, "pr-1", !value && "font-normal text-muted-fg");

  // Registered in sentence order, so a failed submit focuses the first blank that needs attention.
  for (const field of Object.keys(EMPTY) as (keyof Values)[]) form.register(field);
  const segmentReg = form.register("segment");
  const methodReg = form.register("contact_method");
  const contactReg = form.register("contact_info");

  const submit = form.handleSubmit(
    async (values) => {
      try {
        const result = await api<LeadCaptureResultDto>("/api/marketing/contact-submissions", {
          body: { ...values, [HONEYPOT_FIELD]: honeypot.current?.value ?? "" },
          submission,
        });
        toast.success(M.submitSuccess);
        await navigate(thankYouHref(result.id, values.segment));
      } catch (err) {
        if (err instanceof ApiError && err.status === 400 && !err.fields[HONEYPOT_FIELD]) {
          // The server's rules are the form's rules; show its messages on the fields.
          for (const [field, message] of Object.entries(err.fields)) {
            if (field in EMPTY) form.setError(field as FieldPath<Values>, { message });
          }
          toast.error(M.fixFields, { id: TOAST_ID });
        } else if (
          err instanceof ApiError &&
          (err.status === 429 || err.status === 409 || err.fields[HONEYPOT_FIELD])
        ) {
          toast.error(err.message, { id: TOAST_ID });
        } else {
          toast.error(M.submitFailed, { id: TOAST_ID });
        }
      }
    },
    () => {
      toast.error(M.fixFields, { id: TOAST_ID });
    },
  );

  const dependentOptions = (options: Record<Segment, readonly string[]>) =>
    chosen ? options[chosen].map((o) => <option key={o}>{o}</option>) : null;

  return (
    <form
      noValidate
      method="post"
      onSubmit={submit}
      aria-label="Tell us about your project"
      className="grid gap-8"
      // Loaded lazily: tests (and nothing else) wait for data-ready before typing.
      data-hydrates=""
      data-ready={hydrated ? "true" : undefined}
    >
      <p className="text-xl leading-[2.75] text-fg sm:text-2xl sm:leading-[2.6]">
        Hi! My name is{" "}
        <Blank id={idOf("full_name")} label="Full name" error={errors.full_name?.message}>
          <input
            {...control("full_name")}
            type="text"
            autoComplete="name"
            placeholder="full name"
            maxLength={200}
            className={cn(controlClass, "w-52 sm:w-60")}
          />
        </Blank>
        , I'm the{" "}
        <Blank id={idOf("job_title")} label="Job title" error={errors.job_title?.message}>
          <select
            {...control("job_title")}
            disabled={!chosen}
            title={chosen ? undefined : "Choose your segment first"}
            className={selectClass(form.watch("job_title"))}
          >
            <option value="">job title</option>
            {dependentOptions(JOB_TITLES)}
          </select>
        </Blank>{" "}
        at{" "}
        <Blank id={idOf("company_name")} label="Organization name" error={errors.company_name?.message}>
          <input
            {...control("company_name")}
            type="text"
            autoComplete="organization"
            placeholder="organization"
            maxLength={200}
            className={cn(controlClass, "w-52 sm:w-60")}
          />
        </Blank>
        , a{" "}
        <Blank id={idOf("segment")} label="Segment" error={errors.segment?.message}>
          <select
            {...control("segment")}
            onChange={(e) => {
              void segmentReg.onChange(e);
              // New segment, new options: the dependent choices start over.
              for (const f of ["job_title", "service_type", "goal"] as const) form.setValue(f, "");
            }}
            className={selectClass(segment)}
          >
            <option value="">segment</option>
            {SEGMENTS.map((s) => (
              <option key={s} value={s}>
                {SEGMENT_LABELS[s]}
              </option>
            ))}
          </select>
        </Blank>
        . We need{" "}
        <Blank id={idOf("service_type")} label="Service" error={errors.service_type?.message}>
          <select
            {...control("service_type")}
            disabled={!chosen}
            title={chosen ? undefined : "Choose your segment first"}
            className={selectClass(form.watch("service_type"))}
          >
            <option value="">service</option>
            {dependentOptions(SERVICES)}
          </select>
        </Blank>{" "}
        to{" "}
        <Blank id={idOf("goal")} label="Goal" error={errors.goal?.message}>
          <select
            {...control("goal")}
            disabled={!chosen}
            title={chosen ? undefined : "Choose your segment first"}
            className={selectClass(form.watch("goal"))}
          >
            <option value="">goal</option>
            {dependentOptions(GOALS)}
          </select>
        </Blank>{" "}
        within{" "}
        <Blank id={idOf("timeframe")} label="Timeframe" error={errors.timeframe?.message}>
          <select {...control("timeframe")} className={selectClass(form.watch("timeframe"))}>
            <option value="">timeframe</option>
            {TIMEFRAMES.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </Blank>
        . Reach me by{" "}
        <Blank id={idOf("contact_method")} label="Contact method" error={errors.contact_method?.message}>
          <select
            {...control("contact_method")}
            onChange={(e) => {
              void methodReg.onChange(e);
              // What fits one method does not fit another: start the contact field afresh.
              form.setValue("contact_info", "");
              form.clearErrors("contact_info");
            }}
            className={selectClass(method)}
          >
            <option value="">contact method</option>
            {CONTACT_METHODS.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </Blank>{" "}
        at{" "}
        <Blank id={idOf("contact_info")} label={contactField.label} error={errors.contact_info?.message}>
          <input
            {...control("contact_info")}
            onChange={(e) => {
              if (method === "Phone") e.target.value = formatPhoneInput(e.target.value);
              void contactReg.onChange(e);
            }}
            type={contactField.type}
            inputMode={method === "Phone" ? "tel" : method === "Email" ? "email" : undefined}
            autoComplete={contactField.auto}
            placeholder={contactField.placeholder}
            maxLength={200}
            className={cn(controlClass, "w-60 sm:w-72")}
          />
        </Blank>
        .
      </p>
      <HoneypotField ref={honeypot} idPrefix={uid} />
      <div className="flex flex-wrap items-center gap-4">
        <Button
          type="submit"
          size="lg"
          disabled={!hydrated || isSubmitting}
          aria-busy={isSubmitting}
          className="min-w-40"
        >
          {isSubmitting ? <Spinner label="Sending" className="h-5 w-5" /> : "Let's Talk"}
        </Button>
        <p className="text-sm text-muted-fg">We reply within one business day. Every field is required.</p>
      </div>
    </form>
  );
}
