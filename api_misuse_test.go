package krait_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/kraitpy/krait"
)

// The Go API used the wrong way, generated: random sequences of calls on
// an Executor, its runs and their host calls, in every order — after
// Close, while a run is paused, twice, from a second goroutine that
// cancels, interrupts, resumes and closes at random moments, with Go
// values that do not convert and Python values that belong to another (or
// a closed) executor. Whatever the order, no call may panic (a contained
// panic, *krait.InternalError, is a bug too), hang, or return an error
// outside the documented set; the documented rules (ErrClosed after
// Close, ErrNotWaiting for an answered call, one result per run) must
// hold; and nothing may leave a goroutine behind.

// misuseCodes are the programs the sequences run.
var misuseCodes = []string{
	"x = 1\nx",
	"print('hi')\n[1, (2, 3), {'a': None}]",
	"y = lookup('k')\ny",
	"a = lookup('a')\nb = lookup(key='b')\n(a, b)",
	"while True:\n    pass",
	"raise ValueError('bad')",
	"def f(:\n    pass",
	"import os",
	"final_answer({'done': True})",
	"class R:\n    def __repr__(self):\n        return 'R!'\n    def __str__(self):\n        raise KeyError('str')\nR()",
	"raise SystemExit(3)",
	"s = 'x' * (1 << 40)",
	"def g():\n    yield lookup('g')\nlist(g())",
	"try:\n    lookup('k')\nexcept BaseException as e:\n    print(type(e).__name__)\n1",
}

// misuseValues are Go values handed to SendVariables and ToPython: some
// convert, some cannot.
func misuseValues() []any {
	cyclic := map[string]any{}
	cyclic["self"] = cyclic
	deep := []any{}
	for i := 0; i < 1000; i++ {
		deep = []any{deep}
	}
	return []any{
		1, "s", []int{1, 2}, map[string]any{"k": []any{1.5, nil, true}},
		cyclic, deep, make(chan int), func() {}, struct{ A int }{1},
		krait.Tuple{1, 2}, krait.Set{1}, krait.Dict{{Key: 1, Value: 2}},
		[]byte("b"), time.Unix(0, 0).UTC(), nil, new(int), complex(1, 2),
	}
}

// misuseState is what one sequence holds between steps.
type misuseState struct {
	t      *testing.T
	rng    *rand.Rand
	e      *krait.Executor
	other  *krait.Executor // a second executor, closed at some point
	closed bool

	mu    sync.Mutex // guards run and calls against the chaos goroutine
	run   *krait.Run
	calls []*krait.Call // calls handed over and not yet known answered
	vals  []krait.Value // values from outputs, of either executor
	// cancels end the contexts of started runs at the sequence's end.
	cancels []context.CancelFunc
}

// allowed reports whether err is one the API documents for misuse.
func allowedMisuseError(err error) bool {
	if err == nil {
		return true
	}
	var ie *krait.InternalError
	if errors.As(err, &ie) {
		return false
	}
	var pe *krait.PythonError
	var le *krait.LimitError
	var po *krait.PolicyError
	var se *krait.SyntaxError
	var ee *krait.ExitError
	var ue *krait.UnencodableError
	switch {
	case errors.Is(err, krait.ErrClosed), errors.Is(err, krait.ErrConcurrentUse), errors.Is(err, krait.ErrNotWaiting),
		errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded),
		errors.As(err, &pe), errors.As(err, &le), errors.As(err, &po), errors.As(err, &se), errors.As(err, &ee), errors.As(err, &ue):
		return true
	}
	// Conversion refusals of Go values (documented as plain errors).
	msg := err.Error()
	for _, s := range []string{"cannot convert", "nested deeper", "unsupported", "not supported", "no Python value"} {
		if strings.Contains(msg, s) {
			return true
		}
	}
	return false
}

// step runs one random operation.
func (s *misuseState) step(ctx context.Context) (string, error) {
	s.mu.Lock()
	run := s.run
	var call *krait.Call
	if len(s.calls) > 0 {
		call = s.calls[s.rng.Intn(len(s.calls))]
	}
	var val krait.Value
	if len(s.vals) > 0 {
		val = s.vals[s.rng.Intn(len(s.vals))]
	}
	s.mu.Unlock()
	code := misuseCodes[s.rng.Intn(len(misuseCodes))]
	rctx, cancel := context.WithTimeout(ctx, time.Duration(20+s.rng.Intn(60))*time.Millisecond)
	defer cancel()
	switch op := s.rng.Intn(16); op {
	case 0:
		out, err := s.e.Run(rctx, code)
		s.keep(out)
		return "Run", err
	case 1:
		// The run outlives this step: its context ends by its own timer.
		sctx, scancel := context.WithTimeout(ctx, time.Duration(50+s.rng.Intn(400))*time.Millisecond)
		r, err := s.e.Start(sctx, code)
		s.mu.Lock()
		s.cancels = append(s.cancels, scancel)
		if err == nil {
			s.run = r
		}
		s.mu.Unlock()
		return "Start", err
	case 2:
		if run == nil {
			return "Next(none)", nil
		}
		// Next blocks until a call or the end: the run is bounded by rctx
		// of its Start, so it ends.
		if c := run.Next(); c != nil {
			s.mu.Lock()
			s.calls = append(s.calls, c)
			s.mu.Unlock()
		}
		return "Next", nil
	case 3:
		if call == nil {
			return "Resume(none)", nil
		}
		var err error
		if s.rng.Intn(2) == 0 {
			err = call.Resume("v", nil)
		} else {
			err = call.Resume(nil, &krait.HostError{Type: "KeyError", Message: "no"})
		}
		return "Resume", err
	case 4:
		if run == nil {
			return "Wait(none)", nil
		}
		run.Cancel() // Wait alone could wait for a paused run's host forever
		out, err := run.Wait()
		out2, err2 := run.Wait()
		if fmt.Sprint(err) != fmt.Sprint(err2) || out.Logs != out2.Logs {
			s.t.Errorf("Wait twice gave two results: %v / %v", err, err2)
		}
		s.keep(out)
		return "Wait", err
	case 5:
		r, err := s.e.RunInline(rctx, code, func(*krait.Run) bool { return s.rng.Intn(8) != 0 }, func(c *krait.Call) {
			switch s.rng.Intn(3) {
			case 0:
				c.Resume(42, nil)
			case 1:
				go c.Resume("late", nil) // answered from another goroutine
			default:
				// never answered here: the chaos goroutine or rctx ends it
				s.mu.Lock()
				s.calls = append(s.calls, c)
				s.mu.Unlock()
			}
		})
		if err != nil {
			return "RunInline", err
		}
		out, err := r.Wait()
		s.keep(out)
		return "RunInline", err
	case 6:
		v := misuseValues()[s.rng.Intn(len(misuseValues()))]
		return "SendVariables", s.e.SendVariables(map[string]any{"v": v})
	case 7:
		return "SendTools", s.e.SendTools(krait.HostTool("lookup", "", "key"), krait.RawTool("raw", "", func(ctx context.Context, args []krait.Value, kw []krait.Kwarg) (krait.Value, error) {
			if len(args) > 0 {
				return args[0], nil
			}
			panic("a host tool's own panic")
		}))
	case 8:
		if val == nil {
			return "Repr(none)", nil
		}
		_, err := s.e.Repr(rctx, val)
		return "Repr", err
	case 9:
		if val == nil {
			return "Str(none)", nil
		}
		_, err := s.e.Str(rctx, val)
		return "Str", err
	case 10:
		if val == nil {
			return "JSON(none)", nil
		}
		_, err := s.e.JSON(rctx, val)
		if err == nil {
			_, _, _, err = s.e.MarshalResult(rctx, val)
		}
		return "JSON", err
	case 11:
		v := misuseValues()[s.rng.Intn(len(misuseValues()))]
		_, err := s.e.ToPython(v)
		return "ToPython", err
	case 12:
		out, err := s.e.Exit(rctx)
		s.keep(out)
		return "Exit", err
	case 13:
		s.e.Interrupt()
		return "Interrupt", nil
	case 14:
		out, err := s.other.Run(rctx, code)
		s.keep(out)
		if s.rng.Intn(4) == 0 {
			s.other.Close()
		}
		return "other.Run", err
	default:
		if s.rng.Intn(6) == 0 {
			s.e.Close()
			s.closed = true
			if _, err := s.e.Start(ctx, "1"); !errors.Is(err, krait.ErrClosed) {
				s.t.Errorf("Start after Close: %v, want ErrClosed", err)
			}
			return "Close", nil
		}
		_ = s.e.Policy()
		return "Policy", nil
	}
}

// keep remembers an output's value for later Repr/Str/JSON calls.
func (s *misuseState) keep(out krait.Output) {
	if out.PyValue == nil {
		return
	}
	s.mu.Lock()
	s.vals = append(s.vals, out.PyValue)
	s.mu.Unlock()
}

// chaos cancels, resumes, interrupts and closes at random moments until
// stop is closed.
func (s *misuseState) chaos(seed int64, stop <-chan struct{}, done chan<- struct{}) {
	defer close(done)
	rng := rand.New(rand.NewSource(seed))
	for {
		select {
		case <-stop:
			return
		case <-time.After(time.Duration(rng.Intn(3000)) * time.Microsecond):
		}
		s.mu.Lock()
		run := s.run
		var call *krait.Call
		if len(s.calls) > 0 {
			call = s.calls[rng.Intn(len(s.calls))]
		}
		s.mu.Unlock()
		switch rng.Intn(5) {
		case 0:
			if run != nil {
				run.Cancel()
			}
		case 1:
			if call != nil {
				if err := call.Resume(7, nil); err != nil && !errors.Is(err, krait.ErrNotWaiting) {
					s.t.Errorf("Resume from another goroutine: %v", err)
				}
			}
		case 2:
			s.e.Interrupt()
		case 3:
			if call != nil {
				call.Resume(nil, errors.New("plain Go error"))
			}
		}
	}
}

func TestAPIMisuseSequences(t *testing.T) {
	sequences, steps := 300, 30
	if testing.Short() {
		sequences = 40
	}
	before := runtime.NumGoroutine()
	opCount := map[string]int{}
	defer func() { t.Logf("operations: %v", opCount) }()
	for seq := 0; seq < sequences; seq++ {
		seed := int64(seq)
		e, err := krait.New(krait.Options{MaxHostWait: 200 * time.Millisecond})
		if err != nil {
			t.Fatal(err)
		}
		other, err := krait.New(krait.Options{})
		if err != nil {
			t.Fatal(err)
		}
		s := &misuseState{t: t, rng: rand.New(rand.NewSource(seed)), e: e, other: other}
		e.SendTools(krait.HostTool("lookup", "", "key"))
		stop, chaosDone := make(chan struct{}), make(chan struct{})
		go s.chaos(seed+1000, stop, chaosDone)
		var trail []string
		for i := 0; i < steps; i++ {
			res := make(chan string, 1)
			go func() {
				defer func() {
					if p := recover(); p != nil {
						res <- fmt.Sprintf("PANIC %v", p)
					}
				}()
				op, err := s.step(context.Background())
				if !allowedMisuseError(err) {
					res <- fmt.Sprintf("%s: undocumented error %T: %v", op, err, err)
					return
				}
				res <- op
			}()
			select {
			case r := <-res:
				trail = append(trail, r)
				opCount[r]++
				if strings.HasPrefix(r, "PANIC") || strings.Contains(r, "undocumented") {
					t.Fatalf("seed %d step %d: %s\ntrail: %v", seed, i, r, trail)
				}
			case <-time.After(30 * time.Second):
				buf := make([]byte, 1<<20)
				t.Fatalf("seed %d step %d hangs after %v\n%s", seed, i, trail, buf[:runtime.Stack(buf, true)])
			}
		}
		close(stop)
		<-chaosDone
		// End every run: cancel and wait, as a host that gives up does.
		if s.run != nil {
			s.run.Cancel()
			s.run.Wait()
		}
		for _, c := range s.cancels {
			c()
		}
		e.Close()
		other.Close()
		if s.closed {
			if _, err := e.Run(context.Background(), "1"); !errors.Is(err, krait.ErrClosed) {
				t.Errorf("seed %d: Run after Close: %v", seed, err)
			}
		}
	}
	// Every goroutine the sequences started has ended (a few tries: ended
	// goroutines leave the count asynchronously).
	deadline := time.Now().Add(10 * time.Second)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before {
		buf := make([]byte, 1<<20)
		t.Errorf("%d goroutines before, %d after\n%s", before, n, buf[:runtime.Stack(buf, true)])
	}
}
