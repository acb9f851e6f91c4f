"use client";
/* eslint-disable @next/next/no-html-link-for-pages -- the app shell has failed: plain links reload the page */

// Last resort when the layout itself fails: no stack trace, links home in the four languages.
export default function GlobalError() {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", maxWidth: 560, margin: "4rem auto", padding: "0 1rem" }}>
        <h1>Something went wrong · Er ging iets mis · Une erreur est survenue · Ein Fehler ist aufgetreten</h1>
        <p>
          <a href="/en/">English</a> · <a href="/nl/">Nederlands</a> · <a href="/fr/">Français</a> ·{" "}
          <a href="/de/">Deutsch</a>
        </p>
      </body>
    </html>
  );
}
