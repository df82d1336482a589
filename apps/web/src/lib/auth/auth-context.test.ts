import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useAuth } from "./auth-context";

describe("useAuth", () => {
  it("throws outside its provider", () => {
    function Orphan() {
      useAuth();
      return null;
    }
    expect(() => renderToString(createElement(Orphan))).toThrow(/AuthProvider/);
  });
});
