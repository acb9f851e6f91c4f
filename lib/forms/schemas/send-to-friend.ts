import { z } from "zod";
import { contactPerson, emailField, guard } from "../fields";
import { id } from "./shared";

export const sendToFriendSchema = z.object({
  firstName: contactPerson.firstName,
  lastName: contactPerson.lastName,
  email: contactPerson.email,
  friendFirstName: contactPerson.firstName,
  friendLastName: contactPerson.lastName,
  friendEmail: emailField("friendEmail", "friendEmail"),
  remark: contactPerson.remark,
  privacy: contactPerson.privacy,
  propertyId: id,
  ...guard,
});

export type SendToFriendValues = z.input<typeof sendToFriendSchema>;
