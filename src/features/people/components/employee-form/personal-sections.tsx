import { Card } from "#src/ui/card.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import type { SectionProps } from "./section-props.ts";

/** Personal details and the emergency contact: private to the employee and portal administrators. */
export function PersonalSections({ register, err }: Pick<SectionProps, "register" | "err">) {
  return (
    <>
      <Card className="grid gap-4">
        <div>
          <h2 className="text-lg font-semibold">Personal details</h2>
          <p className="mt-1 text-sm text-muted-fg">Only the employee and portal administrators see these.</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Personal phone"
            type="tel"
            error={err("personalPhone")}
            {...register("personalPhone")}
          />
          <TextField
            label="Personal email"
            type="email"
            error={err("personalEmail")}
            {...register("personalEmail")}
          />
          <TextField label="Birthday" type="date" error={err("birthday")} {...register("birthday")} />
        </div>
      </Card>

      <Card className="grid gap-4">
        <h2 className="text-lg font-semibold">Emergency contact</h2>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="Contact name" error={err("ecName")} {...register("ecName")} />
          <TextField label="Relationship" error={err("ecRelationship")} {...register("ecRelationship")} />
          <TextField label="Contact phone" type="tel" error={err("ecPhone")} {...register("ecPhone")} />
        </div>
      </Card>
    </>
  );
}
