import { type FormEvent, useRef, useState } from "react";
import { ApiError, api } from "#src/lib/api-client.ts";
import { toast } from "#src/ui/toaster.tsx";
import { useSubmissionKey } from "#src/ui/use-submission-key.ts";
import { APPLY_PAGE, TYPING } from "../content/apply.ts";
import { VENTURES_MESSAGES as M, VENTURES_LIMITS } from "../lib/ventures-rules.ts";
import type { ApplicationResultDto, VentureApplicationInput } from "../ventures.contract.ts";
import { useTypedLines } from "./use-typed-lines.ts";

const FIELD_CLASS =
  "w-full rounded-md border border-zinc-700 bg-zinc-900 px-3 py-2 font-mono text-sm text-zinc-100 placeholder:text-zinc-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-400";
const LABEL_CLASS = "font-mono text-sm text-emerald-300";

/** The /ventures/apply terminal: typed intro lines, then the four fields (no client validation). */
export function TerminalApplication() {
  const submission = useSubmissionKey();
  const id = "venture-application";
  const form = useRef<HTMLFormElement>(null);
  const [sending, setSending] = useState(false);
  const { shown, done } = useTypedLines(APPLY_PAGE.introLines, TYPING);
  const f = APPLY_PAGE.fields;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body: VentureApplicationInput = {
      name: String(data.get("name") ?? ""),
      email: String(data.get("email") ?? ""),
      company: String(data.get("company") ?? ""),
      projectDescription: String(data.get("projectDescription") ?? ""),
    };
    setSending(true);
    try {
      await api<ApplicationResultDto>("/api/ventures/applications", { body, submission });
      toast.success(M.applicationTitle, { description: M.applicationText });
      form.current?.reset();
    } catch (err) {
      const reason = err instanceof ApiError && err.status > 0 && err.status < 500;
      toast.error(reason ? (err as ApiError).message : M.applicationFailed);
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="overflow-hidden rounded-2xl border border-zinc-700 bg-zinc-950 text-zinc-100 shadow-xl">
      <div className="flex items-center gap-2 border-b border-zinc-800 bg-zinc-900 px-4 py-2.5">
        <span aria-hidden="true" className="h-3 w-3 rounded-full bg-red-500" />
        <span aria-hidden="true" className="h-3 w-3 rounded-full bg-amber-400" />
        <span aria-hidden="true" className="h-3 w-3 rounded-full bg-emerald-500" />
        <p className="ml-2 truncate font-mono text-xs text-zinc-300">{APPLY_PAGE.terminalTitle}</p>
      </div>
      <div className="p-5 sm:p-6">
        <p className="sr-only">{APPLY_PAGE.introLines.join(" ")}</p>
        <div aria-hidden="true" className="min-h-[6.5rem] font-mono text-sm leading-relaxed text-emerald-300">
          {shown.map((line, i) => (
            <p
              key={APPLY_PAGE.introLines[i]}
              data-testid="terminal-line"
              className="min-h-[1.5em] break-words"
            >
              {line}
              {!done && line.length > 0 && line.length < (APPLY_PAGE.introLines[i]?.length ?? 0) ? (
                <span className="ml-0.5 inline-block h-4 w-2 translate-y-0.5 bg-emerald-300 motion-safe:animate-pulse" />
              ) : null}
            </p>
          ))}
        </div>
        <form
          ref={form}
          method="post"
          onSubmit={submit}
          className="mt-6 grid gap-4"
          aria-label="Funding application"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <label htmlFor={`${id}-name`} className={LABEL_CLASS}>
                <span aria-hidden="true">$ </span>
                {f.name.label}
              </label>
              <input
                id={`${id}-name`}
                name="name"
                autoComplete="name"
                maxLength={VENTURES_LIMITS.line}
                placeholder={f.name.placeholder}
                className={FIELD_CLASS}
              />
            </div>
            <div className="grid gap-1.5">
              <label htmlFor={`${id}-email`} className={LABEL_CLASS}>
                <span aria-hidden="true">$ </span>
                {f.email.label}
              </label>
              <input
                id={`${id}-email`}
                name="email"
                type="email"
                autoComplete="email"
                maxLength={VENTURES_LIMITS.email}
                placeholder={f.email.placeholder}
                className={FIELD_CLASS}
              />
            </div>
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-company`} className={LABEL_CLASS}>
              <span aria-hidden="true">$ </span>
              {f.company.label}
            </label>
            <input
              id={`${id}-company`}
              name="company"
              autoComplete="organization"
              maxLength={VENTURES_LIMITS.line}
              placeholder={f.company.placeholder}
              className={FIELD_CLASS}
            />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-project`} className={LABEL_CLASS}>
              <span aria-hidden="true">$ </span>
              {f.projectDescription.label}
            </label>
            <textarea
              id={`${id}-project`}
              name="projectDescription"
              rows={5}
              maxLength={VENTURES_LIMITS.text}
              placeholder={f.projectDescription.placeholder}
              className={FIELD_CLASS}
            />
          </div>
          <button
            type="submit"
            disabled={sending}
            className="inline-flex h-11 items-center justify-center rounded-md bg-emerald-400 px-5 font-mono text-sm font-semibold text-zinc-950 transition-opacity hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-300 disabled:opacity-60 sm:justify-self-start"
          >
            {sending ? APPLY_PAGE.submittingLabel : `> ${APPLY_PAGE.submitLabel}`}
          </button>
        </form>
      </div>
    </div>
  );
}
