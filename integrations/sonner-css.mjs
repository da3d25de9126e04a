// Prints the stylesheet sonner (the toasts) inserts into the page when it loads, by running
// sonner itself against a stand-in document that records what it is given: the Content-Security-
// Policy allows exactly that <style> by hash (integrations/csp.mjs). Run in a child process, so the
// stand-in document never meets other code.
const inserted = [];
globalThis.document = {
  head: { appendChild() {} },
  getElementsByTagName: () => [globalThis.document.head],
  createElement: () => ({ type: "", appendChild: (node) => inserted.push(node.text) }),
  createTextNode: (text) => ({ text }),
};
await import("sonner");
process.stdout.write(JSON.stringify(inserted));
