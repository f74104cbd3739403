package main

import (
	"bytes"
	"encoding/json"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/kraitpy/krait/serve"
)

// TestLoadAgainstInProcessServer drives an in-process server for a
// moment with quiet tenants alone (the idle phase), then next to one
// bomb tenant: every run gets exactly one result.
func TestLoadAgainstInProcessServer(t *testing.T) {
	srv := serve.New(serve.Config{})
	hs := httptest.NewServer(srv.Handler())
	defer func() {
		srv.Close()
		hs.Close()
	}()
	cfg := config{sessions: 4, bombs: 1, duration: 1500 * time.Millisecond, target: hs.URL,
		idleSessions: 3, idleDuration: 500 * time.Millisecond}
	if err := run(cfg); err != nil {
		t.Fatal(err)
	}
	if n := srv.Sessions(); n != 0 {
		t.Errorf("the load left %d sessions", n)
	}
}

func TestLoadRefusesOtherHosts(t *testing.T) {
	if err := run(config{sessions: 1, duration: time.Second, target: "http://10.0.0.1:8700"}); err == nil {
		t.Error("a non-loopback URL was accepted")
	}
}

func TestBombKinds(t *testing.T) {
	kinds, err := parseKinds("nest,print")
	if err != nil || !slices.Equal(kinds, []int{2, 0}) {
		t.Errorf("parseKinds(nest,print) = %v, %v; want [2 0]", kinds, err)
	}
	if _, err := parseKinds("nest,fork"); err == nil || !strings.Contains(err.Error(), `"fork"`) {
		t.Errorf("an unknown bomb gave %v", err)
	}
}

// TestOutputPrefix checks that the prefix skipped undecoded is how the
// server writes an output event.
func TestOutputPrefix(t *testing.T) {
	b, err := json.Marshal(serve.OutputEvent{Event: serve.EventOutput, Run: "r_1", Text: "x"})
	if err != nil || !bytes.HasPrefix(b, outputPrefix) {
		t.Errorf("an output event %s does not start with %s", b, outputPrefix)
	}
}
