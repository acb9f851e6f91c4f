// `npm run crm:stand-in`: a stand-in for the agency's CRM on this machine, answering from fixture records.
// Options: --fixtures <dir> (tests/fixtures/crm), --port <n> (3900), --customer <name>, --password <password>.
import { parseArgs } from "node:util";
import { startStandIn } from "./crm-stand-in-server.mjs";

const { values } = parseArgs({
  options: {
    fixtures: { type: "string" },
    port: { type: "string", default: "3900" },
    customer: { type: "string", default: "stand-in" },
    password: { type: "string", default: "stand-in-password" },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port ${values.port} is not a port number.`);
  process.exit(2);
}

let standIn;
try {
  standIn = await startStandIn({
    fixtures: values.fixtures,
    port,
    customer: values.customer,
    password: values.password,
  });
} catch (error) {
  console.error(error.code === "EADDRINUSE" ? `Port ${port} is taken; choose another with --port.` : error.message);
  process.exit(1);
}
console.log(`The stand-in CRM answers at ${standIn.url}`);
console.log("Point the sync at it with these settings:");
console.log(`  CRM_URL=${standIn.url}`);
console.log(`  CRM_CUSTOMER_NAME=${standIn.customer}`);
console.log(`  CRM_CUSTOMER_PASSWORD=${standIn.password}`);
console.log(
  `For example, change a price: curl -X POST ${standIn.origin}/_stand-in/records -d '{"kind":"property","ID":4101,"patch":{"Price":339000}}'`,
);
console.log("Stop it with Ctrl+C.");

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => void standIn.close().then(() => process.exit(0)));
}
