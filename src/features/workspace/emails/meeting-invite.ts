import {
  ButtonLink,
  Facts,
  h,
  type MailContext,
  type MailInput,
  MailLayout,
  P,
  renderMail,
} from "#src/platform/mail/index.ts";

export type MeetingMail = {
  to: string;
  title: string;
  taskTitle: string;
  workspaceName: string;
  organizer: string;
  start: Date;
  end: Date;
  url: string;
  ics: string;
};

const utcTime = (d: Date) => `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** A meeting about a task, with its calendar invitation (meeting.ics). */
export function meetingInviteEmail(mail: MailContext, m: MeetingMail): Promise<MailInput> {
  return renderMail(mail, {
    to: m.to,
    kind: "workspace-meeting",
    subject: `Meeting: ${m.title}`,
    attachments: [
      {
        filename: "meeting.ics",
        contentType: "text/calendar; charset=utf-8; method=REQUEST",
        contentBase64: Buffer.from(m.ics, "utf8").toString("base64"),
      },
    ],
    body: h(
      MailLayout,
      { mail, preview: `${m.organizer} invited you to ${m.title}`, heading: m.title },
      h(P, null, `${m.organizer} scheduled a meeting about the task "${m.taskTitle}" in ${m.workspaceName}.`),
      h(Facts, {
        rows: [
          ["Starts", utcTime(m.start)],
          ["Ends", utcTime(m.end)],
          ["Organizer", m.organizer],
        ],
      }),
      h(P, null, "The attached invitation (meeting.ics) adds the meeting to your calendar."),
      h(ButtonLink, { href: m.url, publicUrl: mail.publicUrl }, "Open the task"),
    ),
  });
}
