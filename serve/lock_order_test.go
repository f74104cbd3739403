package serve

import (
	"context"
	"runtime"
	"strings"
	"testing"
	"time"
)

// TestSlowSessionDoesNotStopTheServer: a session whose lock is held by a
// long request (send_variables converting what it was sent) must not
// stop requests to other sessions. The janitor used to wait for that
// lock while holding the server's, and every session lookup and creation
// then waited for the janitor.
func TestSlowSessionDoesNotStopTheServer(t *testing.T) {
	s := New(Config{SessionTTL: time.Nanosecond})
	defer s.Close()
	res, rerr := s.createSession(context.Background(), SessionRequest{})
	if rerr != nil {
		t.Fatal(rerr)
	}
	slow, _ := s.session(res.Session)
	slow.mu.Lock() // a long request in progress
	expired := make(chan struct{})
	go func() {
		s.expire(time.Now().Add(time.Hour))
		close(expired)
	}()
	// Wait until the janitor waits for the slow session's lock.
	for i := 0; !goroutineWaitsIn("serve.(*session).idleSince"); i++ {
		if i > 100000 {
			t.Fatal("expire never reached the busy session")
		}
		runtime.Gosched()
	}
	created := make(chan *Error, 1)
	go func() {
		_, err := s.createSession(context.Background(), SessionRequest{})
		created <- err
	}()
	select {
	case err := <-created:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(time.Minute): // only a failure waits this long
		slow.mu.Unlock() // let the janitor and Close finish
		t.Fatal("creating a session waited for another session's request")
	}
	slow.mu.Unlock()
	<-expired
}

// goroutineWaitsIn reports whether some goroutine is blocked on a mutex
// inside fn.
func goroutineWaitsIn(fn string) bool {
	buf := make([]byte, 1<<20)
	n := runtime.Stack(buf, true)
	for _, g := range strings.Split(string(buf[:n]), "\n\n") {
		if strings.Contains(g, "sync.Mutex.Lock") && strings.Contains(g, fn) {
			return true
		}
	}
	return false
}
