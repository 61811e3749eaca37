import { useState } from "react";
import type { BookingResultDto } from "../intake.contract.ts";
import { BookingConfirmation } from "./booking-confirmation.tsx";
import { BookingWidget } from "./booking-widget.tsx";

/** /discovery's booker, then its confirmation: the page's island (decision 051). */
export function DiscoveryBooking({
  heading,
  defaultName,
  defaultEmail,
}: {
  heading: string;
  defaultName: string;
  defaultEmail: string;
}) {
  const [booked, setBooked] = useState<{ result: BookingResultDto; email: string } | null>(null);
  return booked ? (
    <BookingConfirmation result={booked.result} email={booked.email} />
  ) : (
    <BookingWidget
      source="discovery"
      heading={heading}
      defaultName={defaultName}
      defaultEmail={defaultEmail}
      onBooked={(result, who) => setBooked({ result, email: who.email })}
    />
  );
}
