// A server action request that Next cannot read (a multipart part it cannot parse, arguments that are
// not the JSON React encodes) ends in Next's own 500 before any action runs. The proxy checks the
// envelope first and answers such a request 400. Browsers with or without JavaScript send nothing it
// refuses; the action's fields themselves are checked by the action. A body over the actions' limit
// never gets this far: server.mjs answers it 413 (lib/http/body-limit.mjs).

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** A control character in a name breaks the multipart parser of a script's action (busboy), not a form's. */
const hasControl = (s: string) => /\p{Cc}/u.test(s);

/**
 * Why a request cannot be a readable server action: 400 (malformed), or null when it is one Next can
 * read, or no action request at all. A fetch action (with JavaScript) carries a Next-Action
 * header and numbered JSON rows; a form sent without JavaScript carries $ACTION_<n>:<m> JSON fields.
 */
export async function actionRequestProblem(request: Request): Promise<400 | null> {
  if (request.method !== "POST") return null;
  const type = request.headers.get("content-type") ?? "";
  const script = request.headers.has("next-action");
  const multipart = /^multipart\/form-data\b/i.test(type);
  if (!script && !multipart) return null;
  const body = await request
    .clone()
    .arrayBuffer()
    .catch(() => null);
  if (!body) return 400;
  if (!multipart) return isJson(new TextDecoder().decode(body)) ? null : 400;
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    return 400;
  }
  for (const [name, value] of form) {
    if (script && (hasControl(name) || (typeof value !== "string" && hasControl(value.name)))) return 400;
    const json = script ? /^\d+$/.test(name) : /^\$ACTION_\d+:\d+$/.test(name);
    if (json && typeof value === "string" && !isJson(value)) return 400;
  }
  return null;
}
