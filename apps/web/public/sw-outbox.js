// Imported into the generated service worker (vite.config.ts, workbox.importScripts): Background
// Sync wakes it when the network is back; it asks the open app to send the chat outbox
// (src/lib/chat/outbox.ts), which holds the session and the questions.
self.addEventListener("sync", (event) => {
  if (event.tag !== "chat-outbox") return;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((clients) => {
      for (const client of clients) client.postMessage({ type: "chat-outbox" });
    }),
  );
});
