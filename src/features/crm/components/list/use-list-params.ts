import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";

/**
 * The URL state of a CRM list (search, sort, view, page): setParam changes one parameter and goes
 * back to the first page unless it is the page or the view; the search follows the typed text
 * 300 ms after the last key, replacing the history entry.
 */
export function useListParams(search: string) {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(search);
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== "page" && key !== "view") next.delete("page");
    setParams(next, { preventScrollReset: true, replace: key === "q" });
  };
  useEffect(() => {
    if (text === search) return;
    const timer = setTimeout(() => setParam("q", text.trim() || null), 300);
    return () => clearTimeout(timer);
  });
  return { text, setText, setParam };
}
