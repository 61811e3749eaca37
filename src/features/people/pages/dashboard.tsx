import { useRouteLoaderData } from "react-router";
import { Card } from "#src/ui/card.tsx";
import type { loader as portalLoader } from "./portal-layout.tsx";

export function meta() {
  return [{ title: "Employee Dashboard" }, { name: "robots", content: "noindex" }];
}

export default function EmployeeDashboard() {
  const data = useRouteLoaderData<typeof portalLoader>("features/people/pages/portal-layout");
  const profile = data?.profile;
  return (
    <main id="main" className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold">Welcome, {profile?.firstName ?? "there"}</h1>
      {profile ? (
        <Card>
          <dl className="grid gap-3 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-muted-fg">Name</dt>
              <dd className="font-medium">
                {profile.firstName} {profile.lastName}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted-fg">Email</dt>
              <dd className="font-medium">{profile.email}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-fg">Title</dt>
              <dd className="font-medium">{profile.title ?? "—"}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-fg">Department</dt>
              <dd className="font-medium">{profile.department ?? "—"}</dd>
            </div>
          </dl>
        </Card>
      ) : null}
    </main>
  );
}
