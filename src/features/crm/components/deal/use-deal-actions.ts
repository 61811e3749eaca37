import { api } from "#src/lib/api-client.ts";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { CRM_MESSAGES as M } from "../../crm.contract.ts";
import { type DealFormValues, dealBody } from "../deal-form.tsx";

export type TaskDraft = { title: string; description: string; dueDate: string; assignedTo: string };
export const EMPTY_TASK: TaskDraft = { title: "", description: "", dueDate: "", assignedTo: "" };

/**
 * What staff do on a deal's page, each through the kit's action hook: one busy key and one set of
 * field errors for the whole page, the server's message as the toast, the deal reloaded. Each
 * resolves to the result, or undefined when it failed (the failure toast is already shown).
 */
export function useDealActions(dealId: string) {
  const { run, busy, fields } = useStaffAction();
  const base = `/api/crm/deals/${dealId}`;
  return {
    busy,
    fields,
    save: (values: DealFormValues) =>
      run("save", () => api(base, { method: "PATCH", body: dealBody(values) }), {
        failure: M.dealUpdateFailed,
      }),
    remove: () =>
      run("delete", () => api(base, { method: "DELETE" }), { failure: M.dealDeleteFailed, reload: false }),
    addNote: (content: string) =>
      run("note", () => api(`${base}/notes`, { body: { content } }), { failure: M.noteFailed }),
    upload: (file: File) => {
      const form = new FormData();
      form.set("file", file);
      return run("upload", () => api(`${base}/documents`, { form }), { failure: M.fileUploadFailed });
    },
    deleteFile: (docId: string) =>
      run("file", () => api(`${base}/documents/${docId}`, { method: "DELETE" }), {
        failure: M.fileDeleteFailed,
      }),
    addTask: (task: TaskDraft) =>
      run(
        "task",
        () =>
          api(`${base}/tasks`, {
            body: {
              title: task.title,
              description: task.description || null,
              dueDate: task.dueDate || null,
              assignedTo: task.assignedTo || null,
            },
          }),
        { failure: M.taskFailed },
      ),
    setTaskStatus: (taskId: string, status: "pending" | "completed") =>
      run(`task:${taskId}`, () => api(`${base}/tasks/${taskId}`, { method: "PATCH", body: { status } }), {
        failure: M.taskUpdateFailed,
      }),
    invite: (email: string) =>
      run("invite", () => api(`${base}/team`, { body: { email } }), {
        failure: "Failed to invite the colleague",
      }),
    removeMember: (memberId: string) =>
      run(`team:${memberId}`, () => api(`${base}/team/${memberId}`, { method: "DELETE" }), {
        failure: "Failed to update the team",
        success: "Removed from the deal team",
      }),
    recompute: () =>
      run("intel", () => api(`${base}/intelligence`, { body: {} }), {
        failure: "Failed to compute Deal Intelligence",
        success: "Deal Intelligence updated",
      }),
  };
}

export type DealActions = ReturnType<typeof useDealActions>;
