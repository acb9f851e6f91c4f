// The preferences dialog's look: the library's stylesheet and this site's changes to it. Loaded when the
// dialog first opens, not with the library: the library's sheet sets its variables on :root, so adding it
// makes the browser restyle every element of the page (50–70 ms on a phone, measured), which a visitor
// pays at that click rather than while the page loads.
import "vanilla-cookieconsent/dist/cookieconsent.css";
import "./consent.css";
