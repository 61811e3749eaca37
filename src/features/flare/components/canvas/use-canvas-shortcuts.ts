import { useEffect } from "react";

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el) return false;
  return el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName);
}

/**
 * The canvas's keys: Ctrl/Cmd+Z undo, Shift+Ctrl/Cmd+Z and Ctrl/Cmd+Y redo, Ctrl/Cmd+S save, and
 * Delete or Backspace for the selection when `canDelete`. Not while typing or while a dialog is open.
 */
export function useCanvasShortcuts({
  undo,
  redo,
  save,
  deleteSelected,
  canDelete,
}: {
  undo: () => void;
  redo: () => void;
  save: () => unknown;
  deleteSelected: () => void;
  canDelete: boolean;
}) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e.target) || document.querySelector("[role=dialog]")) return;
      const mod = e.ctrlKey || e.metaKey;
      const k = e.key.toLowerCase();
      if (mod && k === "z") {
        e.preventDefault();
        if (e.shiftKey) redo();
        else undo();
      } else if (mod && k === "y") {
        e.preventDefault();
        redo();
      } else if (mod && k === "s") {
        e.preventDefault();
        void save();
      } else if ((e.key === "Delete" || e.key === "Backspace") && canDelete) {
        e.preventDefault();
        deleteSelected();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [undo, redo, save, deleteSelected, canDelete]);
}
