import type { DeadMail } from "@/lib/db/dead-mail";

// What `npm run mail:dead` prints and what `npm run mail:requeue` accepts: the agency's staff read
// and type these, so plain English lines, one mail a block.

const when = (date: Date | null) => (date ? `${date.toISOString().slice(0, 16).replace("T", " ")} UTC` : "unknown");

export function deadMailReport(dead: DeadMail[], where: string): string {
  if (dead.length === 0) return `No dead mail in the ${where}.`;
  const blocks = dead.map((mail) =>
    [
      `#${mail.id}  dead since ${when(mail.deadAt)}  ${mail.kind.toLowerCase()} mail to ${mail.to}  (${mail.attempts} attempts)`,
      `    subject: ${mail.subject}`,
      `    last error: ${mail.lastError ?? "none recorded"}`,
    ].join("\n"),
  );
  return [
    `${dead.length} dead mail${dead.length === 1 ? "" : "s"} in the ${where}:`,
    "",
    ...blocks,
    "",
    "Send one again with: npm run mail:requeue -- <id> (several ids, or all)",
  ].join("\n");
}

/** The ids of `npm run mail:requeue -- 12 13` or "all"; null when the arguments are not that. */
export function requeueArguments(args: string[]): number[] | "all" | null {
  if (args.length === 1 && args[0] === "all") return "all";
  if (args.length === 0 || !args.every((a) => /^\d{1,9}$/.test(a))) return null;
  return args.map(Number);
}
