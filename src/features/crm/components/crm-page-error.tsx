import { ButtonLink } from "#src/ui/button.tsx";
import { RouteErrorState } from "#src/ui/route-error.tsx";

/**
 * A CRM page that could not load, inside the Command Center's frame: the kit's route error state
 * with the page's own failure message and the server's reason ("Invalid deal ID", "Deal not
 * found"). A record page adds the way back to its list beneath it, and so keeps an invalid or
 * unknown id an announced alert rather than the kit's quieter not-found state.
 */
export function CrmPageError({ message, back }: { message: string; back?: { to: string; label: string } }) {
  if (!back) return <RouteErrorState message={message} />;
  return (
    <div className="grid max-w-xl gap-4">
      <RouteErrorState message={message} />
      <ButtonLink to={back.to} variant="outline">
        {back.label}
      </ButtonLink>
    </div>
  );
}
