import { tagToggleClass } from "./tag-toggle-class.ts";

/**
 * A tag filter: a real button whose state is announced with aria-pressed. On /blog the island
 * (blog-filters.island.ts, decision 051) handles its clicks, found by `data-tag`.
 */
export function TagToggle({
  tag,
  pressed,
  onToggle,
}: {
  tag: string;
  pressed: boolean;
  onToggle?: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      data-tag={tag}
      className={tagToggleClass(pressed)}
    >
      {tag}
    </button>
  );
}
