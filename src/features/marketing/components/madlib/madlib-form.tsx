import { tracked } from "#src/lib/tracked-elements.ts";
import { Button } from "#src/ui/button.tsx";
import { cn } from "#src/ui/cn.ts";
import { Spinner } from "#src/ui/spinner.tsx";
import { useHydrated } from "#src/ui/use-hydrated.ts";
import {
  CONTACT_METHODS,
  GOALS,
  JOB_TITLES,
  SEGMENT_LABELS,
  SEGMENTS,
  SERVICES,
  type Segment,
  TIMEFRAMES,
} from "../../content/madlib-options.ts";
import { HoneypotField } from "../honeypot-field.tsx";
import { Blank, controlClass, selectClass } from "./madlib-blank.tsx";
import { formatPhoneInput } from "./phone-format.ts";
import { type MadlibFormState, useMadlibForm } from "./use-madlib-form.ts";

/**
 * The home page's contact form, the site's main conversion point, written as a sentence; a segment
 * change resets the choices that depend on it (job title, service, goal), a contact method change
 * the contact details. Rendered by the home page inside its #madlib-section.
 */
export function MadlibForm() {
  const hydrated = useHydrated();
  const m = useMadlibForm();
  const { form, errors, idOf, control, segment, method, contactField } = m;

  return (
    <form
      noValidate
      method="post"
      onSubmit={m.submit}
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
        , I'm the <DependentBlank m={m} field="job_title" label="Job title" options={JOB_TITLES} /> at{" "}
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
              void form.register("segment").onChange(e);
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
        . We need <DependentBlank m={m} field="service_type" label="Service" options={SERVICES} /> to{" "}
        <DependentBlank m={m} field="goal" label="Goal" options={GOALS} /> within{" "}
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
              void form.register("contact_method").onChange(e);
              // What fits one method does not fit another: start the contact field afresh.
              form.setValue("contact_info", "");
              form.clearErrors("contact_info");
            }}
            className={selectClass(method)}
          >
            <option value="">contact method</option>
            {CONTACT_METHODS.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </Blank>{" "}
        at{" "}
        <Blank id={idOf("contact_info")} label={contactField.label} error={errors.contact_info?.message}>
          <input
            {...control("contact_info")}
            onChange={(e) => {
              if (method === "Phone") e.target.value = formatPhoneInput(e.target.value);
              void form.register("contact_info").onChange(e);
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
      <HoneypotField ref={m.honeypot} idPrefix={m.uid} />
      <div className="flex flex-wrap items-center gap-4">
        <Button
          type="submit"
          size="lg"
          disabled={!hydrated || m.isSubmitting}
          aria-busy={m.isSubmitting}
          className="min-w-40"
          {...tracked("home-contact-submit")}
        >
          {m.isSubmitting ? <Spinner label="Sending" className="h-5 w-5" /> : "Let's Talk"}
        </Button>
        <p className="text-sm text-muted-fg">We reply within one business day. Every field is required.</p>
      </div>
    </form>
  );
}

/** A blank whose choices depend on the segment: disabled, with a hint, until a segment is chosen. */
function DependentBlank({
  m,
  field,
  label,
  options,
}: {
  m: MadlibFormState;
  field: "job_title" | "service_type" | "goal";
  label: string;
  options: Record<Segment, readonly string[]>;
}) {
  const { chosen } = m;
  return (
    <Blank id={m.idOf(field)} label={label} error={m.errors[field]?.message}>
      <select
        {...m.control(field)}
        disabled={!chosen}
        title={chosen ? undefined : "Choose your segment first"}
        className={selectClass(m.form.watch(field))}
      >
        <option value="">{PLACEHOLDER[field]}</option>
        {chosen ? options[chosen].map((o) => <option key={o}>{o}</option>) : null}
      </select>
    </Blank>
  );
}

const PLACEHOLDER: Record<"job_title" | "service_type" | "goal", string> = {
  job_title: "job title",
  service_type: "service",
  goal: "goal",
};
