import { describe, expect, it } from "vitest";

import { deviceLabel } from "./device-label.ts";

describe("a device's label", () => {
  it("names the browser and the system, as a person would", () => {
    const agents: [string, string][] = [
      [
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
        "Chrome on Android",
      ],
      [
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
        "Safari on iPhone",
      ],
      [
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
        "Edge on Windows",
      ],
      [
        "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
        "Samsung Internet on Android",
      ],
      [
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:132.0) Gecko/20100101 Firefox/132.0",
        "Firefox on a Mac",
      ],
      [
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
        "Chrome on Linux",
      ],
    ];
    for (const [agent, label] of agents) expect(deviceLabel(agent)).toBe(label);
  });

  it("says no more than it knows", () => {
    expect(deviceLabel(null)).toBe("A browser");
    expect(deviceLabel("curl/8.5.0")).toBe("A browser");
    expect(deviceLabel("Something (Windows NT 10.0)")).toBe("A browser on Windows");
  });
});
