package client

import (
	"context"
	"io"

	"github.com/kraitpy/krait/serve"
	"github.com/nats-io/nats.go"
)

// NewCluster returns a client of the krait cluster on nc (servers joined
// with serve.Server.JoinCluster): it speaks the stdio protocol to a
// gateway (serve.ServeGateway) running in this process, so sessions,
// runs and tool calls work as with one server. A session's
// SessionResponse names the instance holding it. Close ends the gateway;
// nc stays open.
func NewCluster(nc *nats.Conn, cfg serve.GatewayConfig) (*Client, error) {
	reqR, reqW := io.Pipe()
	respR, respW := io.Pipe()
	go func() {
		err := serve.ServeGateway(context.Background(), nc, cfg, reqR, respW)
		respW.CloseWithError(err)
		reqR.Close()
	}()
	c, err := NewStdio(respR, reqW)
	if err != nil {
		reqW.Close()
		return nil, err
	}
	return c, nil
}
