// Package serve is `krait serve`: krait's executor as a service that any
// agent framework can call, over HTTP (Server.Handler) or JSON lines on
// standard input and output (Server.ServeStdio), with one protocol for
// both (docs/service.md).
//
// A client creates a session (its own executor with its own policy and
// limits), sends variables and declares tools, and runs code. A run
// streams its printed output, asks the client to call declared tools
// (their implementations never leave the client: the run pauses at each
// call until the client posts the result or an error, see krait.Start)
// and ends with exactly one result. Sessions expire after an idle TTL;
// the number of sessions, request sizes and every limit are bounded by
// the server's configuration.
//
// Sessions run in the server's process (New) or in worker processes
// (NewIsolated). Several servers form a cluster over NATS
// (Server.JoinCluster); clients reach it through a gateway (ServeGateway)
// that speaks the same protocol (docs/deploy.md).
package serve
