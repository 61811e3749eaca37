import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { CONTACT_ANCHOR } from "../../content/navigation.ts";
import { useScrollToContact } from "../use-shell.ts";

/**
 * Goes to the contact form: scrolls to it when already on /, otherwise navigates to
 * /#madlib-section (spec document 1, section 2.5). A real link, so it also works before hydration.
 */
export function ConsultationLink({ children, className }: { children: ReactNode; className?: string }) {
  const { pathname } = useLocation();
  const scrollToContact = useScrollToContact();
  return (
    <Link
      to={`/#${CONTACT_ANCHOR}`}
      className={className}
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
