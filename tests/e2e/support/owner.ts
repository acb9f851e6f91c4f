import { expect, type Page } from "@playwright/test";

// Signing in to the owner portal for its end-to-end tests, with the sign-in form's labels in each language.

export const demoOwners = {
  dupont: { username: "owner.dupont", email: "anne.dupont@owner.example", name: "Anne Dupont" },
  peeters: { username: "owner.peeters", email: "jan.peeters@owner.example", name: "Jan Peeters" },
} as const;
export const demoPassword = "atrium-demo-2026";

const labels = {
  en: { user: /username or e-mail/i, password: /^password$/i, submit: /sign in/i },
  nl: { user: /gebruikersnaam of e-mail/i, password: /^wachtwoord$/i, submit: /aanmelden/i },
  fr: { user: /nom d.utilisateur ou adresse e-mail/i, password: /^mot de passe$/i, submit: /se connecter/i },
  de: { user: /benutzername oder e-mail/i, password: /^passwort$/i, submit: /anmelden/i },
} as const;

export const portalPath = {
  en: "/en/owner-portal/",
  nl: "/nl/eigenaarsportaal/",
  fr: "/fr/espace-proprietaire/",
  de: "/de/eigentuemerportal/",
} as const;

/** Signs in on /{locale}/login/ and waits for the portal overview. */
export async function signInAsOwner(page: Page, locale: keyof typeof labels, user: string, password = demoPassword) {
  const l = labels[locale];
  await page.goto(`/${locale}/login/?next=${encodeURIComponent(portalPath[locale])}`);
  await page.getByLabel(l.user).fill(user);
  await page.getByLabel(l.password).fill(password);
  await page.getByRole("button", { name: l.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${portalPath[locale]}$`));
}
