import { zodResolver } from "@hookform/resolvers/zod";
import { useRef } from "react";
import { type FieldPath, type Resolver, useForm } from "react-hook-form";
import { ApiError, api } from "#src/lib/api-client.ts";
import { leaveFlash } from "#src/lib/page-flash.ts";
import { toast } from "#src/ui/toaster.tsx";
import { useSubmissionKey } from "#src/ui/use-submission-key.ts";
import { type ContactMethod, SEGMENTS, type Segment } from "../../content/madlib-options.ts";
import {
  HONEYPOT_FIELD,
  type LeadCaptureResultDto,
  LEAD_MESSAGES as M,
  type MadlibSubmission,
  type MadlibSubmissionInput,
  madlibSubmissionSchema,
} from "../../marketing.contract.ts";
import { thankYouHref } from "./thank-you-link.ts";

export type MadlibValues = Required<{ [K in keyof MadlibSubmissionInput]: string }>;
const EMPTY: MadlibValues = {
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

/**
 * The madlib form's state (react-hook-form, checked with the contract's schema) and its submission:
 * on success the thank-you page; on a 400 the server's messages on the fields; otherwise one toast.
 */
export function useMadlibForm() {
  const submission = useSubmissionKey();
  // A fixed prefix, not useId: the form is hydrated in an island of the home page (decision 051),
  // whose ids would not match the server's; there is one form per page.
  const uid = "madlib";
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useForm<MadlibValues, unknown, MadlibSubmission>({
    // The schema also accepts a missing select (a disabled one has no value); the form always has all.
    resolver: zodResolver(madlibSubmissionSchema) as Resolver<MadlibValues, unknown, MadlibSubmission>,
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const segment = form.watch("segment");
  const method = form.watch("contact_method") as ContactMethod | "";
  const chosen = isSegment(segment) ? segment : null;
  const contactField = CONTACT_FIELD[method] ?? CONTACT_FIELD[""];

  const idOf = (field: keyof MadlibValues) => `${uid}-${field}`;
  /** The props every blank's control shares: id, error wiring and the register() bindings. */
  const control = (field: keyof MadlibValues) => {
    const error = errors[field]?.message;
    return {
      id: idOf(field),
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${idOf(field)}-error` : undefined,
      "aria-required": true,
      ...form.register(field),
    };
  };

  // Registered in sentence order, so a failed submit focuses the first blank that needs attention.
  for (const field of Object.keys(EMPTY) as (keyof MadlibValues)[]) form.register(field);

  const submit = form.handleSubmit(
    async (values) => {
      try {
        const result = await api<LeadCaptureResultDto>("/api/marketing/contact-submissions", {
          body: { ...values, [HONEYPOT_FIELD]: honeypot.current?.value ?? "" },
          submission,
        });
        // The home page has no router (decision 051): the thank-you page is a page load, and the
        // router's root there shows the success toast left for it.
        leaveFlash([{ kind: "success", text: M.submitSuccess }]);
        location.assign(thankYouHref(result.id, values.segment));
      } catch (err) {
        if (err instanceof ApiError && err.status === 400 && !err.fields[HONEYPOT_FIELD]) {
          // The server's rules are the form's rules; show its messages on the fields.
          for (const [field, message] of Object.entries(err.fields)) {
            if (field in EMPTY) form.setError(field as FieldPath<MadlibValues>, { message });
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

  return {
    form,
    errors,
    isSubmitting,
    uid,
    honeypot,
    segment,
    method,
    chosen,
    contactField,
    idOf,
    control,
    submit,
  };
}

export type MadlibFormState = ReturnType<typeof useMadlibForm>;
