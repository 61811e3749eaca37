import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { CONTACT_ANCHOR, useScrollToContact } from "#src/features/site/index.ts";
import { tracked } from "#src/lib/tracked-elements.ts";

/**
 * Goes to the contact form: scrolls to it when already on /, otherwise navigates to
 * /#madlib-section, since every consultation starts from that form. A real link, so it
 * also works before hydration.
 */
export function ConsultationLink({ children, className }: { children: ReactNode; className?: string }) {
  const { pathname } = useLocation();
  const scrollToContact = useScrollToContact();
  return (
    <Link
      to={`/#${CONTACT_ANCHOR}`}
      className={className}
      {...tracked("consultation-link")}
      onClick={(e) => {
        if (pathname !== "/") return;
        e.preventDefault();
        scrollToContact(pathname);
      }}
    >
      {children}
    </Link>
  );
}
