import { Badge } from "#src/ui/badge.tsx";
import { tagOverflow } from "../../lib/format.ts";

/** Cards show at most this many tags, then '+N'. */
const TAGS_SHOWN = 3;

/** A contact's first tags, then '+N' (read out as "N more tags"). */
export function ContactTags({ tags }: { tags: string[] }) {
  const { visible, more } = tagOverflow(tags, TAGS_SHOWN);
  if (!tags.length) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {visible.map((t) => (
        <Badge key={t}>{t}</Badge>
      ))}
      {more ? (
        <Badge>
          <span aria-hidden="true">{more}</span>
          <span className="sr-only">{tags.length - TAGS_SHOWN} more tags</span>
        </Badge>
      ) : null}
    </span>
  );
}
