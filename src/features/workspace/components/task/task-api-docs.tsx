import { type RefObject, useId, useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { Badge } from "#src/ui/badge.tsx";
import { Button } from "#src/ui/button.tsx";
import { Field, SelectField } from "#src/ui/form-controls.tsx";
import { inputClass, TextField } from "#src/ui/form-field.tsx";
import { ScrollRegion } from "#src/ui/scroll-region.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import {
  API_METHODS,
  type ApiDocDto,
  type TaskDetailDto,
  WORKSPACE_MESSAGES as WX,
} from "../../workspace.contract.ts";
import { Section } from "./section.tsx";

const EMPTY = { endpoint: "", method: "GET", description: "", requestSchema: "", responseSchema: "" };

/** The task's API documentation (endpoint, method, schemas) and the form that adds one (/api). */
export function TaskApiDocs({
  d,
  endpointRef,
}: {
  d: TaskDetailDto;
  endpointRef: RefObject<HTMLInputElement | null>;
}) {
  const { run, busy } = useStaffAction();
  const [f, setF] = useState(EMPTY);
  const [error, setError] = useState<string | undefined>();
  const id = useId();
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) =>
    setF((x) => ({ ...x, [k]: e.target.value }));
  const save = () =>
    api(`/api/workspace/tasks/${d.task.id}/api-docs`, {
      body: {
        ...f,
        description: f.description || null,
        requestSchema: f.requestSchema || null,
        responseSchema: f.responseSchema || null,
      },
    }).catch((err) => {
      setError((err as Error).message);
      throw err;
    });
  return (
    <Section id="api-docs" title="API documentation">
      {d.apiDocs.map((a) => (
        <ApiDocArticle key={a.id} doc={a} />
      ))}
      <form
        className="grid gap-2"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          setError(undefined);
          const r = await run("api-doc", save, {
            success: WX.apiDocSaved,
            failure: WX.apiDocFailed,
            reasonBelow: true,
          });
          if (r) setF(EMPTY);
        }}
      >
        <div className="grid gap-2 sm:grid-cols-[8rem_1fr]">
          <SelectField
            label="Method"
            id={`${id}-method`}
            options={API_METHODS}
            value={f.method}
            onChange={set("method")}
          />
          <TextField
            label="Endpoint"
            id={`${id}-endpoint`}
            ref={endpointRef}
            value={f.endpoint}
            placeholder="/api/users"
            onChange={set("endpoint")}
          />
        </div>
        <TextField
          label="Description"
          id={`${id}-desc`}
          value={f.description}
          onChange={set("description")}
        />
        <div className="grid gap-2 sm:grid-cols-2">
          <Field label="Request schema (JSON)" id={`${id}-req`}>
            <textarea
              id={`${id}-req`}
              className={`${inputClass} h-24 py-2 font-mono`}
              value={f.requestSchema}
              onChange={set("requestSchema")}
            />
          </Field>
          <Field label="Response schema (JSON)" id={`${id}-res`}>
            <textarea
              id={`${id}-res`}
              className={`${inputClass} h-24 py-2 font-mono`}
              value={f.responseSchema}
              onChange={set("responseSchema")}
            />
          </Field>
        </div>
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <Button size="sm" type="submit" disabled={busy !== null} className="justify-self-start">
          Add API documentation
        </Button>
      </form>
    </Section>
  );
}

function ApiDocArticle({ doc: a }: { doc: ApiDocDto }) {
  return (
    <article className="grid gap-2 rounded-lg border border-border p-3">
      <h3 className="flex items-center gap-2 font-mono text-sm font-semibold">
        <Badge tone="info">{a.method}</Badge> {a.endpoint}
      </h3>
      {a.description ? <p className="text-sm">{a.description}</p> : null}
      {a.requestSchema ? (
        <div className="grid gap-1">
          <h4 className="text-xs font-medium text-muted-fg">Request schema</h4>
          <ScrollRegion label="Request schema" className="bg-muted">
            <pre className="p-2 text-xs">{a.requestSchema}</pre>
          </ScrollRegion>
        </div>
      ) : null}
      {a.responseSchema ? (
        <div className="grid gap-1">
          <h4 className="text-xs font-medium text-muted-fg">Response schema</h4>
          <ScrollRegion label="Response schema" className="bg-muted">
            <pre className="p-2 text-xs">{a.responseSchema}</pre>
          </ScrollRegion>
        </div>
      ) : null}
    </article>
  );
}
