// Next's hello app, the benchmarks' measure of the framework itself (issue 26): one static App Router page
// built with this repository's `next`, React and bundler, in a folder of the system's temporary directory
// named after the Next version and built once per version. Its node_modules is a link to this repository's,
// so nothing is downloaded; it is written in .jsx so that Next installs no TypeScript for it.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const repo = path.resolve(import.meta.dirname, "../..");
const nextBin = path.join(repo, "node_modules/next/dist/bin/next");
export const nextVersion = JSON.parse(
  fs.readFileSync(path.join(repo, "node_modules/next/package.json"), "utf8"),
).version;

const files = {
  "package.json": `${JSON.stringify({ name: "immo-hello-next", private: true }, null, 2)}\n`,
  "app/layout.jsx": `export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  "app/page.jsx": `export default function Page() {
  return <h1>Hello, Next.js!</h1>;
}
`,
  // Next's custom server as its documentation shows it, with nothing of the site's server.mjs: what Next
  // itself costs when a custom server hands it the request.
  "server.mjs": `import { createServer } from "node:http";
import next from "next";

const port = Number(process.argv[2]);
const app = next({ dev: false, port });
const handle = app.getRequestHandler();
await app.prepare();
createServer((req, res) => handle(req, res)).listen(port);
`,
};

/**
 * Next's proxy (its middleware) doing nothing, on every path but the build's files as the site's matcher: built
 * into a second hello app, it tells what a proxy costs every request before it does anything (issue 26).
 */
const noOpProxy = `import { NextResponse } from "next/server";

export default function proxy() {
  return NextResponse.next();
}

export const config = { matcher: ["/((?!_next/static/).*)"] };
`;

/** The deepest folder holding both paths. */
function commonFolder(a, b) {
  const left = a.split(path.sep);
  const right = b.split(path.sep);
  let i = 0;
  while (i < left.length && left[i] === right[i]) i++;
  return left.slice(0, i).join(path.sep) || path.sep;
}

/**
 * The hello app's folder, built on first use for this Next version; later calls reuse the build. With `proxy`,
 * the same app with the proxy above, in its own folder.
 */
export async function helloApp({ proxy = false } = {}) {
  const dir = path.join(os.tmpdir(), `immo-hello-next-${nextVersion}${proxy ? "-proxy" : ""}`);
  const modules = fs.realpathSync(path.join(repo, "node_modules"));
  fs.mkdirSync(path.join(dir, "app"), { recursive: true });
  // Pointed at this repository's packages on every run: the tree that made the build may be gone.
  const link = path.join(dir, `node_modules.${process.pid}`);
  fs.symlinkSync(modules, link, "dir");
  fs.renameSync(link, path.join(dir, "node_modules"));
  if (fs.existsSync(path.join(dir, ".next/BUILD_ID"))) return dir;

  for (const [name, text] of Object.entries(proxy ? { ...files, "proxy.js": noOpProxy } : files)) {
    fs.writeFileSync(path.join(dir, name), text);
  }
  // Turbopack compiles nothing outside its root: the root must hold the app and the packages it links to.
  const root = commonFolder(dir, modules);
  fs.writeFileSync(
    path.join(dir, "next.config.mjs"),
    `export default ${JSON.stringify({ turbopack: { root }, outputFileTracingRoot: root })};\n`,
  );
  console.log(`Building Next's hello app${proxy ? " with a proxy" : ""} (once for Next ${nextVersion}) in ${dir}`);
  const { code, output } = await run(nextBin, ["build"], dir);
  if (code !== 0) throw new Error(`The hello app's build failed (exit ${code}):\n${output}`);
  return dir;
}

/** Runs a Node script in `cwd` to its end: its exit code and what it printed. */
function run(script, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd,
      env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("error", reject);
    child.once("exit", (code) => resolve({ code, output }));
  });
}

/**
 * Starts the hello app in `dir` on `port`, through `next start` or through the custom server above.
 * Detached, so that `process.kill(-child.pid)` stops it with whatever it started.
 * @param {string} dir
 * @param {number} port
 * @param {"next start" | "custom server"} how
 */
export function startHello(dir, port, how) {
  const args = how === "next start" ? [nextBin, "start", "-p", String(port)] : ["server.mjs", String(port)];
  return spawn(process.execPath, args, {
    cwd: dir,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
}
