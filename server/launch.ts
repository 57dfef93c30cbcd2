// Production launcher (build/server/main.js). React chooses its development or production build
// from NODE_ENV when it is first imported, and static imports run before any code of a module,
// so the variable is set here, before the server bundle and its dependencies are loaded.
process.env.NODE_ENV = "production";
await import(new URL("./server.js", import.meta.url).href);
