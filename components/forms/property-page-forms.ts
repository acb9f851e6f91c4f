// The forms under a property's page, in one module so that the browser fetches their code in one
// request when the visitor comes near them (forms-near.tsx), as it did when they shared a file.
export { DocumentRequestForm } from "./document-request-form";
export { PropertyRequestForm } from "./property-request-form";
export { SendToFriendForm } from "./send-to-friend-form";
export { WatchForm } from "./watch-form";
