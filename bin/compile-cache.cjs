// Reuses V8's compiled code of the bundle between runs, so a short command does not spend most of
// its time compiling. Node 22.1 and later only; older Nodes start as before.
const module_ = require("node:module");
if (typeof module_.enableCompileCache === "function") {
    try {
        module_.enableCompileCache();
    } catch {
        // A cache that cannot be written (read-only temporary folder) only costs speed.
    }
}
