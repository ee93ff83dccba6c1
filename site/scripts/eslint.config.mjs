// ESLint's configuration (`npm run lint`, run by `npm test` before the suites): the rules this code
// already follows, so that a change that breaks one is caught in review and in CI, not by a reader.
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const SERVER_PORT_RULE = {
  selector: "CallExpression[callee.name='inject'][arguments.0.value='serverPort']",
  message: "Take the built server's port from builtServerPort() (tests/support/builtServerPort.ts): it fails loudly in a run that started no server.",
};

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "data/**", "test-results/**", "**/*.d.ts"] },
  {
    files: ["**/*.{ts,tsx,mts}"],
    extends: [tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Exported signatures carry no `any` (the house rule); inside, `unknown` and narrowing are the norm.
      "@typescript-eslint/no-explicit-any": "error",
      // `_name` marks a value that is deliberately unused (a destructured field left out of a copy).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "eqeqeq": ["error", "always", { null: "ignore" }],
      "no-console": ["error", { allow: ["warn", "error", "log", "info"] }],
    },
  },
  {
    // The built server's port comes from one helper, which fails a file loudly in a run that started no server.
    files: ["tests/**/*.{ts,tsx}"],
    ignores: ["tests/support/builtServerPort.ts"],
    rules: { "no-restricted-syntax": ["error", SERVER_PORT_RULE] },
  },
  {
    // A test whose failure is caught and dropped passes whatever happens (issue 40: 150 refused requests passed).
    files: ["tests/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        SERVER_PORT_RULE,
        {
          selector: "CatchClause > BlockStatement > ReturnStatement[argument=null]",
          message: "A catch that returns nothing turns a failure into a pass: rethrow it, or return what the test then asserts on.",
        },
        {
          selector: "CatchClause > BlockStatement[body.length=0]",
          message: "An empty catch turns a failure into a pass: rethrow it, or say in code what is expected.",
        },
      ],
    },
  },
  {
    files: ["**/*.mjs"],
    languageOptions: { globals: { ...globals.node } },
  },
);
