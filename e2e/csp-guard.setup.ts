import { afterEach } from "vitest";
import { expectNoCspViolations } from "./csp-guard";

// Every e2e test fails when a page it drove (with a browser from launchChromium) broke the CSP.
afterEach(expectNoCspViolations);
