import * as z from "zod/mini";
import { contactPerson, emailField, guard, plainFirstName } from "../fields";
import { id } from "./shared";

// The friend gets a fixed mail: the property and the sender's first name, nothing else typed
// (no names, subject or message for the friend), so the form cannot relay a visitor's text.
export const sendToFriendSchema = z.object({
  firstName: plainFirstName,
  email: contactPerson.email,
  friendEmail: emailField("friendEmail", "friendEmail"),
  privacy: contactPerson.privacy,
  propertyId: id,
  ...guard,
});
