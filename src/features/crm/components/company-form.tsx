import { Wand2 } from "lucide-react";
import { useState } from "react";
import { ApiError, api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { TextAreaField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { CRM_MESSAGES as M, normalizeWebsite } from "../crm.contract.ts";

export type CompanyFormValues = {
  name: string;
  websiteUrl: string;
  industry: string;
  description: string;
  logoUrl: string;
  employeeCount: string;
  location: string;
  socialLinks: Record<string, string>;
};

export const EMPTY_COMPANY: CompanyFormValues = {
  name: "",
  websiteUrl: "",
  industry: "",
  description: "",
  logoUrl: "",
  employeeCount: "",
  location: "",
  socialLinks: {},
};

type Proposal = {
  fields: (
    | { field: string; action: "fill"; found: unknown }
    | { field: string; action: "unchanged" }
    | { field: string; action: "conflict"; current: unknown; found: unknown }
  )[];
};
type Conflict = { field: string; current: string; found: string };

const TEXT_FIELDS = ["name", "logoUrl", "description", "industry"] as const;
const LABELS: Record<string, string> = {
  name: "Name",
  logoUrl: "Logo",
  description: "Description",
  industry: "Industry",
};

/** Reads the website on the server: the values with the empty fields filled, and what differs. */
async function lookUpWebsite(v: CompanyFormValues): Promise<{ next: CompanyFormValues; found: Conflict[] }> {
  const res = await api<{ proposal: Proposal }>("/api/crm/website-lookup", {
    body: {
      url: v.websiteUrl,
      current: {
        name: v.name || null,
        logoUrl: v.logoUrl || null,
        description: v.description || null,
        industry: v.industry || null,
        socialLinks: v.socialLinks,
      },
    },
  });
  const next = { ...v, socialLinks: { ...v.socialLinks } };
  const found: Conflict[] = [];
  for (const f of res.proposal.fields) {
    if (f.action === "fill") {
      if (f.field.startsWith("socialLinks.")) next.socialLinks[f.field.slice(12)] = String(f.found);
      else if ((TEXT_FIELDS as readonly string[]).includes(f.field))
        next[f.field as (typeof TEXT_FIELDS)[number]] = String(f.found);
    } else if (f.action === "conflict" && (TEXT_FIELDS as readonly string[]).includes(f.field)) {
      found.push({ field: f.field, current: String(f.current), found: String(f.found) });
    }
  }
  return { next, found };
}

/**
 * The company form (create and edit). 'Quick Fill from Website' reads the site on the server and
 * fills the empty fields (name, logo, industry, description, social links); a field that already
 * holds something else is listed with both values, and changes only if the user takes the site's.
 */
export function CompanyForm({
  initial,
  submitLabel,
  busy,
  errors,
  onSubmit,
}: {
  initial: CompanyFormValues;
  submitLabel: string;
  busy: boolean;
  errors: Record<string, string>;
  onSubmit: (values: CompanyFormValues) => void;
}) {
  const [v, setV] = useState(initial);
  const { run, busy: action } = useStaffAction();
  const filling = action === "fill";
  const [conflicts, setConflicts] = useState<Conflict[]>([]);
  const [urlError, setUrlError] = useState<string | undefined>();

  const quickFill = async () => {
    if (!normalizeWebsite(v.websiteUrl)) {
      setUrlError(M.validUrl);
      return;
    }
    setUrlError(undefined);
    await run(
      "fill",
      async () => {
        const { next, found } = await lookUpWebsite(v);
        setV(next);
        setConflicts(found);
        return found;
      },
      {
        success: (found) =>
          found.length
            ? "Filled the empty fields; the website differs on some others"
            : "Filled from the website",
        failure: (err) => (err instanceof ApiError && err.status !== 500 ? err.message : M.enrichFailed),
        reload: false,
      },
    );
  };

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!v.name.trim() && !v.websiteUrl.trim()) {
          toast.error(M.companyNameOrWebsite);
          return;
        }
        onSubmit(v);
      }}
    >
      <div className="grid gap-2">
        <TextField
          label="Website"
          type="url"
          inputMode="url"
          placeholder="example.com"
          value={v.websiteUrl}
          error={urlError ?? errors.websiteUrl}
          onChange={(e) => setV({ ...v, websiteUrl: e.target.value })}
        />
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={filling || !v.websiteUrl.trim()}
            onClick={() => void quickFill()}
          >
            <Wand2 aria-hidden="true" className="h-4 w-4" />
            {filling ? "Reading the website…" : "Quick Fill from Website"}
          </Button>
        </div>
      </div>
      {conflicts.length ? (
        <section
          aria-label="The website says otherwise"
          className="grid gap-2 rounded-lg border border-amber-600/40 bg-amber-500/10 p-3 text-sm"
        >
          <p className="font-medium">
            The website says something else for these fields. Yours are kept unless you choose the website's.
          </p>
          <ul className="grid gap-2">
            {conflicts.map((c) => (
              <li key={c.field} className="grid gap-1">
                <span className="font-medium">{LABELS[c.field]}</span>
                <span>Yours: {c.current}</span>
                <span>Website: {c.found}</span>
                <div>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => {
                      setV({ ...v, [c.field]: c.found });
                      setConflicts(conflicts.filter((x) => x.field !== c.field));
                    }}
                  >
                    Use the website's {LABELS[c.field]?.toLowerCase()}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <TextField
        label="Name"
        value={v.name}
        error={errors.name}
        onChange={(e) => setV({ ...v, name: e.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Industry"
          value={v.industry}
          error={errors.industry}
          onChange={(e) => setV({ ...v, industry: e.target.value })}
        />
        <TextField
          label="Location"
          value={v.location}
          error={errors.location}
          onChange={(e) => setV({ ...v, location: e.target.value })}
        />
        <TextField
          label="Employees"
          inputMode="numeric"
          value={v.employeeCount}
          error={errors.employeeCount}
          onChange={(e) => setV({ ...v, employeeCount: e.target.value })}
        />
        <TextField
          label="Logo URL"
          value={v.logoUrl}
          error={errors.logoUrl}
          onChange={(e) => setV({ ...v, logoUrl: e.target.value })}
        />
      </div>
      <TextAreaField
        label="Description"
        value={v.description}
        error={errors.description}
        onChange={(e) => setV({ ...v, description: e.target.value })}
      />
      {Object.keys(v.socialLinks).length ? (
        <p className="text-sm text-muted-fg">
          Social links:{" "}
          {Object.entries(v.socialLinks)
            .map(([k, url]) => `${k} ${url}`)
            .join(", ")}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** The form's values as the API takes them. */
export function companyBody(v: CompanyFormValues) {
  const orNull = (s: string) => (s.trim() ? s.trim() : null);
  return {
    name: orNull(v.name),
    websiteUrl: orNull(v.websiteUrl),
    industry: orNull(v.industry),
    description: orNull(v.description),
    logoUrl: orNull(v.logoUrl),
    employeeCount: orNull(v.employeeCount),
    location: orNull(v.location),
    socialLinks: v.socialLinks,
  };
}
