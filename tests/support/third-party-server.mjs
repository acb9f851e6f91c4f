// Stands in for the Google tag, Matomo and the Meta pixel during end-to-end tests (playwright.config.ts
// points the site's integrations here). Each script sets the first-party cookies its real one sets and
// reports a hit back with the page's address as the real ones do, so a test sees what loaded and what was sent.
import http from "node:http";

const port = Number(process.env.PORT ?? 3199);
const origin = `http://127.0.0.1:${port}`;
const year = 60 * 60 * 24 * 365;

const scripts = {
  "/gtag/js": `
    document.cookie = "_ga=GA1.1.42.42; path=/; max-age=${2 * year}";
    document.cookie = "_ga_TEST123=GS1.1.42; path=/; max-age=${2 * year}";
    window.__gtagLoaded = true;
    new Image().src = "${origin}/g/collect?v=2&dl=" + encodeURIComponent(location.href);`,
  "/matomo/matomo.js": `
    document.cookie = "_pk_id.1.abcd=42.42; path=/; max-age=${year}";
    document.cookie = "_pk_ses.1.abcd=1; path=/; max-age=1800";
    new Image().src = "${origin}/matomo/matomo.php?rec=1&url=" + encodeURIComponent(location.href);`,
  "/fbevents.js": `
    document.cookie = "_fbp=fb.1.42.42; path=/; max-age=${year / 4}";
    (function (fbq) {
      fbq.callMethod = function (command, name) {
        if (command === "track") new Image().src = "${origin}/tr?ev=" + encodeURIComponent(name);
      };
      var queued = fbq.queue.splice(0);
      for (var i = 0; i < queued.length; i++) fbq.callMethod.apply(null, queued[i]);
    })(window.fbq);`,
};

http
  .createServer((request, response) => {
    const path = new URL(request.url ?? "/", origin).pathname;
    const script = scripts[path];
    if (script) {
      response.writeHead(200, { "content-type": "text/javascript", "cache-control": "no-store" });
      response.end(script);
      return;
    }
    response.writeHead(path === "/health" ? 200 : 204, { "content-type": "text/plain" });
    response.end(path === "/health" ? "ok" : undefined);
  })
  .listen(port, "127.0.0.1");
