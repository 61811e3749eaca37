import { zodResolver } from "@hookform/resolvers/zod";
import { contactMessageSchema, resourceRequestSchema } from "../marketing.contract.ts";

// The lead forms' zod resolvers, loaded by the forms on their first check (src/ui/lazy-resolver.ts),
// so the schemas are not part of /contact's and /thank-you's first-load JavaScript (decision 051).

export const contactResolver = zodResolver(contactMessageSchema);

export const resourceEmailResolver = zodResolver(resourceRequestSchema.pick({ email: true }));
