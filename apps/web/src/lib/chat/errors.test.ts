import { describe, expect, it } from "vitest";
import { ApiResponseError } from "@/lib/api";
import { chatErrorView } from "./errors";
import { ChatStreamError } from "./stream";

describe("chatErrorView", () => {
  it("maps errors as the spec's catalogue says", () => {
    expect(chatErrorView(new TypeError("Failed to fetch")).text).toEqual({ key: "chatError.connection" });
    expect(chatErrorView(new Error("NetworkError when attempting")).text).toEqual({ key: "chatError.connection" });
    expect(chatErrorView(new ApiResponseError(401, "Unauthorized")).text).toEqual({
      key: "chatError.serviceTemporary",
    });
    expect(chatErrorView(new Error("API key missing")).text).toEqual({ key: "chatError.serviceTemporary" });
    expect(chatErrorView(new ApiResponseError(503, "Service Unavailable")).text).toEqual({
      key: "chatError.serviceTemporary",
    });
    expect(chatErrorView(new Error("boom")).text).toEqual({ key: "chatError.somethingWrong" });
    expect(chatErrorView("a string").text).toEqual({ key: "chatError.unknown" });
    expect(chatErrorView(undefined).text).toEqual({ key: "chatError.unknown" });
  });

  it("keeps a translated server explanation, and always offers the three suggestions", () => {
    const view = chatErrorView(new ChatStreamError("Bahut zyada sawaal, ek minute rukiye"));
    expect(view.text).toEqual({ message: "Bahut zyada sawaal, ek minute rukiye" });
    expect(chatErrorView(new ApiResponseError(429, "Thoda rukiye")).text).toEqual({ message: "Thoda rukiye" });
    expect(view.suggestions).toEqual([
      "chatError.suggestInternet",
      "chatError.suggestRefresh",
      "chatError.suggestLater",
    ]);
  });
});
