import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, api } from "#src/lib/api-client.ts";
import { toast } from "#src/ui/toaster.tsx";
import {
  type DesignEdge,
  type DesignNode,
  FLARE_MESSAGES as M,
  type SaveResultDto,
} from "../../flare.contract.ts";
import { SaveQueue, type SaveState } from "./save-queue.ts";

type DesignDocument = { nodes: DesignNode[]; edges: DesignEdge[] };

/**
 * Saving the design through the save queue (one PUT at a time, each on the version the previous
 * one produced), with its toasts: "saved" unless the save is silent, and the server's reason when a
 * save fails. Leaving the page with unsaved changes asks first, except when the canvas itself
 * reloads after a version conflict.
 */
export function useSaveQueue(designId: string, version: number, read: () => DesignDocument) {
  const [state, setState] = useState<SaveState>({ dirty: false, saving: false, conflict: false });
  const readRef = useRef(read);
  readRef.current = read;
  const [queue] = useState(
    () =>
      new SaveQueue<DesignDocument>({
        version,
        read: () => readRef.current(),
        send: (baseVersion, doc) =>
          api<SaveResultDto>(`/api/flare/designs/${designId}`, {
            method: "PUT",
            body: { baseVersion, nodes: doc.nodes, edges: doc.edges },
          }),
        isConflict: (err) => err instanceof ApiError && err.status === 409,
        onState: setState,
      }),
  );

  const save = useCallback(
    async (opts: { silent?: boolean } = {}): Promise<boolean> => {
      const outcome = await queue.save();
      if (outcome.ok) {
        if (!opts.silent) toast.success(M.saved);
        return true;
      }
      const err = outcome.error;
      toast.error(M.saveFailed, {
        id: "flare-save",
        description: err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : undefined,
      });
      return false;
    },
    [queue],
  );
  const markChanged = useCallback(() => queue.markChanged(), [queue]);

  const allowLeave = useRef(false);
  useEffect(() => {
    if (!state.dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      if (!allowLeave.current) e.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [state.dirty]);
  const reload = useCallback(() => {
    allowLeave.current = true;
    window.location.reload();
  }, []);

  return { ...state, save, markChanged, reload };
}
