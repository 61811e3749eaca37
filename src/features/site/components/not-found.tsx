import { Compass } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "#src/ui/button.tsx";

export function NotFoundPage() {
  return (
    <main id="main" className="flex min-h-[70vh] items-center justify-center p-6">
      <div className="max-w-lg text-center">
        <Compass aria-hidden="true" className="mx-auto h-12 w-12 text-primary" />
        <p className="mt-4 text-sm font-semibold uppercase tracking-wider text-muted-fg">404</p>
        <h1 className="mt-2 text-3xl font-bold">Page not found</h1>
        <p className="mt-3 text-muted-fg">The page you are looking for does not exist or has moved.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClass()}>
            Go to Homepage
          </Link>
          <Link to="/services" className={buttonClass({ variant: "outline" })}>
            Our services
          </Link>
          <Link to="/contact" className={buttonClass({ variant: "outline" })}>
            Contact us
          </Link>
        </div>
      </div>
    </main>
  );
}
