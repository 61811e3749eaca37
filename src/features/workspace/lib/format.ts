import { format, formatDistanceToNow } from "date-fns";

/** "3 minutes ago": when a message, a doc or an activity happened. */
export const ago = (iso: string) => formatDistanceToNow(new Date(iso), { addSuffix: true });

/** "Mon 4 May 2026, 10:00": when a meeting starts. */
export const when = (iso: string) => format(new Date(iso), "EEE d MMM yyyy, HH:mm");

/** The value of a datetime-local input for a date, in the browser's time zone. */
export const localInput = (d: Date) => format(d, "yyyy-MM-dd'T'HH:mm");
