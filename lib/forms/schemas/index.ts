// The schema of each form, shared by the browser (react-hook-form) and the server action. The forms import
// their own module, not this index: a schema is built when its module loads, so the index would bring
// every form's schema to each form page.
export * from "./contact";
export * from "./property-request";
export * from "./send-to-friend";
export * from "./booking";
export * from "./document-request";
export * from "./valuation";
export * from "./newsletter";
export * from "./demand-register";
export * from "./project-contact";
export * from "./property-management";
export * from "./online-valuation";
export * from "./purchase-offer";
export * from "./job";
export * from "./testimonial";
export * from "./rental-application";
export * from "./insurance";
