import "../lib/zod-jitless";

// The app (and the contract's schemas) load only once zod is jitless: a static import would not do,
// since the bundle runs shared chunks before this module's own code, whatever the import order.
void import("./start");
