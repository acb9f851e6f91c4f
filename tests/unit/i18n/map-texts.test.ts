import { describe, expect, it } from "vitest";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import nl from "@/messages/nl.json";

// The search map's own words (components/search/map-canvas.tsx): the zoom buttons, the drawing tool's tips that
// replace its bundled ones, and what an empty area says, each in the page's language.
const listing = { en: en.Listing, nl: nl.Listing, fr: fr.Listing, de: de.Listing };

describe("the search map's texts", () => {
  it.each([
    ["en", "Zoom in", "Zoom out"],
    ["nl", "Inzoomen", "Uitzoomen"],
    ["fr", "Zoomer", "Dézoomer"],
    ["de", "Hineinzoomen", "Herauszoomen"],
  ] as const)("%s names the zoom buttons in its language", (locale, zoomIn, zoomOut) => {
    expect([listing[locale].zoomIn, listing[locale].zoomOut]).toEqual([zoomIn, zoomOut]);
  });

  it.each([
    ["en", /first corner/, /next corner/, /first corner.*close the area/],
    ["nl", /de eerste hoek/, /de volgende hoek/, /op de eerste hoek.*zoekgebied te sluiten/],
    ["fr", /premier coin/, /coin suivant/, /premier coin.*fermer la zone/],
    ["de", /die erste Ecke/, /die nächste Ecke/, /auf die erste Ecke.*Suchgebiet zu schließen/],
  ] as const)("%s tips speak of corners, as the hint above the map does", (locale, first, next, close) => {
    const texts = listing[locale];
    expect(texts.drawTipFirst).toMatch(first);
    expect(texts.drawTipNext).toMatch(next);
    expect(texts.drawTipClose).toMatch(close);
  });

  it("has no Dutch 'eerst' where 'eerste' is meant, nor the tool's 'marker' or 'punt'", () => {
    const dutch = [nl.Listing.drawHint, nl.Listing.drawTipFirst, nl.Listing.drawTipNext, nl.Listing.drawTipClose];
    for (const text of dutch) expect(text).not.toMatch(/\beerst\b|\bmarker\b|\bpunt\b/i);
  });

  it.each(Object.entries(listing))("%s says that nothing matched in the area and how to search again", (_, texts) => {
    expect(texts.areaEmpty).not.toBe(texts.empty);
    expect(texts.areaEmpty.length).toBeGreaterThan(40);
  });
});
