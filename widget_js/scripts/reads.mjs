// Which fields of the wire format the browser's code reads: every property the table's, the
// exported pages' and the play page's JavaScript takes from a value whose type is one of the
// interfaces in wire.d.ts (Python's moon_nb/show/wire.py), found by TypeScript's own type
// checker. Prints {"Interface.field": ["file:line", ...]} as JSON; a value read through `any`
// cannot be attributed, so the code is typed with JSDoc where it reads Python's data.
// Usage: node scripts/reads.mjs [ROOT]     (ROOT: a widget_js folder; this one by default)
import path from "node:path";
import ts from "typescript";

const root = path.resolve(process.argv[2] || path.join(path.dirname(new URL(import.meta.url).pathname), ".."));
const config = ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile);
const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
const program = ts.createProgram(parsed.fileNames, parsed.options);
const checker = program.getTypeChecker();
const wire = path.join(root, "src", "wire.d.ts");

/** TypeScript's types that keep some of another type's fields: a field read through them is
 * that type's (a replayed frame is `Omit<Frame, "scene">` with its whole scene). */
const VIEWS = new Set(["Omit", "Pick", "Partial"]);

/** The wire interfaces a type is made of (through unions, intersections, arrays and VIEWS). */
function interfaces(type, out = new Set()) {
  if (!type) return out;
  if (type.isUnionOrIntersection()) {
    for (const t of type.types) interfaces(t, out);
    return out;
  }
  if (type.aliasSymbol && VIEWS.has(type.aliasSymbol.getName()) && type.aliasTypeArguments) {
    return interfaces(type.aliasTypeArguments[0], out);
  }
  const symbol = type.aliasSymbol || type.getSymbol();
  const decl = symbol && symbol.declarations && symbol.declarations[0];
  if (decl && path.resolve(decl.getSourceFile().fileName) === wire) out.add(symbol.getName());
  return out;
}

const reads = {};
function note(type, field, node) {
  const file = node.getSourceFile();
  const { line } = file.getLineAndCharacterOfPosition(node.getStart());
  for (const name of interfaces(type)) {
    const key = `${name}.${field}`;
    (reads[key] ||= []).push(`${path.basename(file.fileName)}:${line + 1}`);
  }
}

function visit(node) {
  if (ts.isPropertyAccessExpression(node)) {
    note(checker.getTypeAtLocation(node.expression), node.name.text, node);
  } else if (ts.isElementAccessExpression(node) && ts.isStringLiteral(node.argumentExpression)) {
    note(checker.getTypeAtLocation(node.expression), node.argumentExpression.text, node);
  } else if (
    ts.isCallExpression(node) &&
    ((ts.isIdentifier(node.expression) && node.expression.text === "get") ||
      (ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === "get" && ts.isIdentifier(node.expression.expression) && node.expression.expression.text === "t")) &&
    node.arguments.length === 1 &&
    ts.isStringLiteral(node.arguments[0])
  ) {
    // The table's typed getter of a synced trait: get("view") (t.get("view") in the table's
    // parts, table.js) reads TableState.view.
    const key = `TableState.${node.arguments[0].text}`;
    const { line } = node.getSourceFile().getLineAndCharacterOfPosition(node.getStart());
    (reads[key] ||= []).push(`${path.basename(node.getSourceFile().fileName)}:${line + 1}`);
  } else if (ts.isObjectBindingPattern(node)) {
    const type = checker.getTypeAtLocation(node);
    for (const element of node.elements) {
      const name = element.propertyName || element.name;
      if (ts.isIdentifier(name)) note(type, name.text, element);
    }
  }
  ts.forEachChild(node, visit);
}

for (const file of program.getSourceFiles()) {
  if (file.fileName.startsWith(path.join(root, "src")) && file.fileName.endsWith(".js")) visit(file);
}
process.stdout.write(JSON.stringify(reads, null, 1));
