import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { root, sourcesIn } from "./support";

// One way for the data layer to receive its database (docs/architecture.md#the-data-layer): the client is the
// last parameter, named db (Database, or Client when an open transaction may be handed over) or tx (Transaction,
// when it must run inside the caller's); an exported function defaults db to the site's, so the site never
// passes one and the tests hand their own. lib/db/infra builds the client and database.ts names its types.
const folder = "lib/db";
const outside = new Set(["lib/db/infra", "lib/db/database.ts"]);

const clientTypes = new Set(["Database", "Transaction", "Client"]);
const dbTypes = new Set(["Database", "Client", "Database | Transaction", "Transaction | Database"]);

/** The names of the types a parameter's type refers to, qualified ones whole ("Prisma.TransactionClient"). */
function referencedTypes(type: ts.TypeNode, sf: ts.SourceFile): string[] {
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isTypeReferenceNode(node)) names.push(node.typeName.getText(sf));
    ts.forEachChild(node, visit);
  };
  visit(type);
  return names;
}

/** Whether a function is part of its module's interface: declared exported, or the value of an exported const. */
function isExported(fn: ts.SignatureDeclaration): boolean {
  const exported = (node: ts.Node) =>
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  if (ts.isFunctionDeclaration(fn)) return exported(fn);
  if (!ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn)) return false;
  const declaration = fn.parent;
  if (!ts.isVariableDeclaration(declaration) || declaration.initializer !== fn) return false;
  return exported(declaration.parent.parent);
}

/**
 * Where the site's client may be named: as a parameter's default, or inside a read handed to cached(), whose
 * arguments are its cache key and so cannot carry a client.
 */
function reachesSiteRightly(call: ts.CallExpression): boolean {
  if (ts.isParameter(call.parent) && call.parent.initializer === call) return true;
  for (let node: ts.Node = call; node.parent; node = node.parent) {
    const parent = node.parent;
    if (ts.isCallExpression(parent) && parent.expression.getText() === "cached" && parent.arguments[0] === node)
      return true;
  }
  return false;
}

/** What in a file breaks the convention, as "file:line what". */
function breaches(file: string, text: string): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) =>
    found.push(`${file}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1} ${what}`);

  const check = (fn: ts.SignatureDeclaration) => {
    fn.parameters.forEach((param, index) => {
      const name = param.name.getText(sf);
      const type = param.type?.getText(sf);
      const types = param.type ? referencedTypes(param.type, sf) : [];
      if (name === "prisma") report(param, "a parameter named prisma: name the client db or tx");
      if (types.some((t) => t === "PrismaClient" || t === "Prisma.TransactionClient")) {
        report(param, `${name} is typed ${type}: use Database, Client or Transaction`);
        return;
      }
      const isClient = types.some((t) => clientTypes.has(t));
      if (!isClient) {
        if (param.type && (name === "db" || name === "tx"))
          report(param, `${name} is typed ${type}, not a client type`);
        return;
      }
      if (index !== fn.parameters.length - 1) report(param, `${name}: ${type} is not the last parameter`);
      if (name === "tx") {
        if (type !== "Transaction") report(param, `tx is typed ${type}: tx is a Transaction`);
        if (param.initializer) report(param, "tx has a default: it is the caller's open transaction");
      } else if (name === "db") {
        if (!dbTypes.has(type!)) report(param, `db is typed ${type}: use Database or Client`);
        const defaultsToSite = param.initializer?.getText(sf) === "getPrisma()";
        if (isExported(fn) && !defaultsToSite) report(param, "an exported function's db has no getPrisma() default");
        if (!isExported(fn) && param.initializer) report(param, "a module-private db has a default");
      } else {
        report(param, `a client named ${name}: name it db or tx`);
      }
    });
  };

  const visit = (node: ts.Node) => {
    if (ts.isTypeAliasDeclaration(node)) {
      // A type made from a client's (a row type) is fine; another name for a client, or a part of one, is not.
      const members = ts.isUnionTypeNode(node.type) ? node.type.types : [node.type];
      const renames = members.every((m) => ts.isTypeReferenceNode(m) && clientTypes.has(m.typeName.getText(sf)));
      const prismaTypes = referencedTypes(node.type, sf).filter(
        (t) => t === "PrismaClient" || t === "Prisma.TransactionClient",
      );
      if (renames || prismaTypes.length > 0) {
        report(node, `type ${node.name.text} renames a client: use Database, Client or Transaction`);
      }
    }
    if (ts.isFunctionLike(node)) check(node);
    if (ts.isCallExpression(node) && node.expression.getText(sf) === "getPrisma" && !reachesSiteRightly(node)) {
      report(node, "getPrisma() called in a body: take db as the last parameter, defaulting to it");
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe("the data layer's client convention", () => {
  it("holds in every file of lib/db", () => {
    const files = sourcesIn(folder, (name) => name.endsWith(".ts"), outside);
    expect(files.length).toBeGreaterThan(40);
    const found = files.flatMap((file) => breaches(file, fs.readFileSync(path.join(root, file), "utf8")));
    expect(found).toEqual([]);
  });

  it("names each breach by file and line", () => {
    const code = [
      'import type { PrismaClient } from "@/lib/generated/prisma/client";',
      "type Db = Pick<PrismaClient, 'property'>;",
      "export async function a(prisma: PrismaClient, id: number) {}",
      "export async function b(db: Database = getPrisma(), id: number) {}",
      "export async function c(id: number, client: Database = getPrisma()) {}",
      "export async function d(id: number, db: Database) {}",
      "async function e(id: number, db: Database = getPrisma()) {}",
      "export async function f(id: number, tx: Database) {}",
      "export async function g(id: number, db: Db = getPrisma()) {}",
      "export const h = (id: number, db: Client) => id;",
      "export async function i(id: number, db: Transaction = getPrisma()) {}",
      "export async function j(id: number) { return getPrisma().property.findUnique({ where: { id } }); }",
    ].join("\n");
    expect(breaches("lib/db/example.ts", code)).toEqual([
      "lib/db/example.ts:2 type Db renames a client: use Database, Client or Transaction",
      "lib/db/example.ts:3 a parameter named prisma: name the client db or tx",
      "lib/db/example.ts:3 prisma is typed PrismaClient: use Database, Client or Transaction",
      "lib/db/example.ts:4 db: Database is not the last parameter",
      "lib/db/example.ts:5 a client named client: name it db or tx",
      "lib/db/example.ts:6 an exported function's db has no getPrisma() default",
      "lib/db/example.ts:7 a module-private db has a default",
      "lib/db/example.ts:8 tx is typed Database: tx is a Transaction",
      "lib/db/example.ts:9 db is typed Db, not a client type",
      "lib/db/example.ts:10 an exported function's db has no getPrisma() default",
      "lib/db/example.ts:11 db is typed Transaction: use Database or Client",
      "lib/db/example.ts:12 getPrisma() called in a body: take db as the last parameter, defaulting to it",
    ]);
    expect(breaches("lib/db/example.ts", "type Reader = Database | Transaction;")).toEqual([
      "lib/db/example.ts:1 type Reader renames a client: use Database, Client or Transaction",
    ]);
  });

  it("lets the convention's shapes through", () => {
    const code = [
      "export async function a(id: number, db: Database = getPrisma()) {}",
      "export async function b(id: number, { now }: { now: Date }, db: Client = getPrisma()) {}",
      "export async function c(id: number, tx: Transaction) {}",
      "async function d(id: number, db: Database | Transaction) {}",
      "export const e = (id: number, db: Database = getPrisma()) => id;",
      "const f: Record<string, (row: number, tx: Transaction) => Promise<void>> = {};",
      "export function g(db: Database = getPrisma()) { return db.$transaction(async (tx) => tx); }",
      'type Row = Awaited<ReturnType<Transaction["property"]["findMany"]>>[number];',
      "export const k = cached(async (id: number) => getPrisma().property.findUnique({ where: { id } }), 'k', () => []);",
    ].join("\n");
    expect(breaches("lib/db/example.ts", code)).toEqual([]);
  });
});
