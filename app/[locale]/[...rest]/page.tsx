import { notFound } from "next/navigation";

// Any path of a language that matches no page shows that language's not-found page (status 404).
export default function CatchAll() {
  notFound();
}
