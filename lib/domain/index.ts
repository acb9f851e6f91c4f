// The values the spec defines, defined once: goal, property and project states, ids, countries.
export * from "./consent";
export * from "./country";
export * from "./criteria";
export * from "./goal";
export * from "./id";
export * from "./project";
export * from "./property";
