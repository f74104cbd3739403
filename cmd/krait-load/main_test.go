package main

import (
	"net/http/httptest"
	"testing"
	"time"

	"github.com/kraitpy/krait/serve"
)

// TestLoadAgainstInProcessServer drives an in-process server for a
// moment with quiet tenants and one bomb tenant: every run gets exactly
// one result.
func TestLoadAgainstInProcessServer(t *testing.T) {
	srv := serve.New(serve.Config{})
	hs := httptest.NewServer(srv.Handler())
	defer func() {
		srv.Close()
		hs.Close()
	}()
	if err := run(4, 1500*time.Millisecond, hs.URL, "", "inprocess", 0, 1); err != nil {
		t.Fatal(err)
	}
	if n := srv.Sessions(); n != 0 {
		t.Errorf("the load left %d sessions", n)
	}
}

func TestLoadRefusesOtherHosts(t *testing.T) {
	if err := run(1, time.Second, "http://10.0.0.1:8700", "", "inprocess", 0, 0); err == nil {
		t.Error("a non-loopback URL was accepted")
	}
}
