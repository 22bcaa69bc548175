// How /video/{id} shows a recording URL: only http(s); a same-origin video file plays, the rest is a link.
import { describe, expect, test } from "vitest";
import { recordingOf } from "../../app/features/session-media/recording";
import { httpUrl } from "../../app/lib/http-url";

const APP = "https://app.test";

describe("recordingOf", () => {
  test("a video file on the app's origin gets the player", () => {
    expect(recordingOf("https://app.test/api/media/rec/1.mp4", APP)).toEqual({
      kind: "player",
      url: "https://app.test/api/media/rec/1.mp4",
    });
  });

  test("other origins and pages get a link (CSP media-src 'self')", () => {
    expect(recordingOf("https://cdn.example.com/1.webm", APP)?.kind).toBe("link");
    expect(recordingOf("https://app.test/grabacion/1", APP)?.kind).toBe("link");
  });

  test("no link at all for anything but http(s)", () => {
    expect(recordingOf("javascript:alert(1)", APP)).toBeNull();
    expect(recordingOf("data:video/mp4;base64,AAAA", APP)).toBeNull();
    expect(recordingOf("/relativo.mp4", APP)).toBeNull();
    expect(httpUrl("ftp://x.test/a")).toBeNull();
    expect(httpUrl("http://x.test/a")?.href).toBe("http://x.test/a");
  });
});
