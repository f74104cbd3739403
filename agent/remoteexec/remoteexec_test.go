package remoteexec

import (
	"net/http/httptest"
	"testing"

	"github.com/kraitpy/krait/agent/agenttest"
	"github.com/kraitpy/krait/serve"
)

// server starts a krait server on a loopback port for the test.
func server(t *testing.T) string {
	t.Helper()
	srv := serve.New(serve.Config{})
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(func() {
		srv.Close()
		hs.Close()
	})
	return hs.URL
}

// TestExecutorContract checks the remote executor against everything the
// agent relies on, as kraitexec is checked in process.
func TestExecutorContract(t *testing.T) {
	agenttest.ExecutorContract(t, New(server(t), ""))
}
