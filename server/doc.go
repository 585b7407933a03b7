// Package server is the chat server: a WebSocket endpoint,
// /ws/chat/{tenant}/{project}, where a person talks to an agent through the
// guardrail chain. Each message is validated by the input guard, the agent
// runs with the tool:run chain in its loop, and every message it emits is
// classified, sanitized and sent as a typed frame (docs/protocol.md).
//
// The server also serves /healthz, /metrics (Prometheus text) and whatever
// the caller mounts with Handle (the check endpoint, the web page).
// Sessions belong to a tenant and project; a reconnecting client gets the
// frames it missed, by sequence number, from a SessionLog.
package server
