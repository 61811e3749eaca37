import { zodResolver } from "@hookform/resolvers/zod";
import { pitchFieldsSchema } from "../ventures.contract.ts";

// The pitch form's resolver, loaded on the form's first check (use-pitch-form.ts, decision 051).
export const pitchResolver = zodResolver(pitchFieldsSchema);
