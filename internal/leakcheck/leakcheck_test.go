package leakcheck

import (
	"strings"
	"testing"
	"time"
)

func TestFindsALeftBehindGoroutine(t *testing.T) {
	snap := Take()
	release := make(chan struct{})
	go func() { <-release }()
	leaked := snap.Leaked(20 * time.Millisecond)
	if len(leaked) != 1 || !strings.Contains(leaked[0], "TestFindsALeftBehindGoroutine") {
		t.Fatalf("want the blocked goroutine, got %q", leaked)
	}
	close(release)
	if leaked := snap.Leaked(5 * time.Second); leaked != nil {
		t.Fatalf("the goroutine ended, still reported: %q", leaked)
	}
}

func TestWaitsForEndingGoroutines(t *testing.T) {
	snap := Take()
	go time.Sleep(30 * time.Millisecond)
	if leaked := snap.Leaked(5 * time.Second); leaked != nil {
		t.Fatalf("a goroutine that ends by itself was reported: %q", leaked)
	}
}
