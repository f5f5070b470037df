import { describe, expect, it } from "vitest";
import { stripSecrets } from "../../src/fake-provider/capture/secrets";

describe("a HAR's secrets are removed through own keys only", () => {
  it("keeps a __proto__ key from the file as a key: it never becomes the copy's prototype", () => {
    const har = JSON.parse(
      '{"__proto__": {"log": {"entries": []}}, "log": {"entries": [{"request": {"headers": [{"name": "X-Api-Key", "value": "sk-ant-secret-1"}]}}]}}',
    );
    const { har: clean, removed } = stripSecrets(har);
    expect(Object.getPrototypeOf(clean)).toBe(Object.prototype);
    expect(Object.hasOwn(clean as object, "__proto__")).toBe(true);
    expect(JSON.stringify(clean)).not.toContain("sk-ant-secret-1");
    expect(removed).toEqual(["x-api-key"]);
  });
});
