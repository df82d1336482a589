// vitest types its asymmetric matchers as `any`, which leaves the object around one unchecked;
// these give a matcher the type of the value it stands for.
import { expect } from "vitest";

export function stringMatching(pattern: RegExp): string {
  return expect.stringMatching(pattern) as string;
}

export function anyString(): string {
  return expect.any(String) as string;
}
