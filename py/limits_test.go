package py

import (
	"context"
	"errors"
	"math/big"
	"runtime"
	"strings"
	"testing"
	"time"
)

// TestBombsAreRefusedBeforeAllocating checks that huge results fail with
// the memory limit error (or CPython's own exception) without being built.
func TestBombsAreRefusedBeforeAllocating(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	memErr := &LimitError{Kind: LimitMemory}
	tenTo := func(n int64) Value { return NewBigInt(new(big.Int).Exp(big.NewInt(10), big.NewInt(n), nil)) }
	cases := []struct {
		name string
		run  func() (Value, error)
		want error // nil: any ValueError naming the digit limit
	}{
		{"'x' * 10**12", func() (Value, error) { return Binary(th, Mul, NewStr("x"), tenTo(12)) }, memErr},
		{"[0] * 10**10", func() (Value, error) { return Binary(th, Mul, NewList([]Value{NewInt(0)}), tenTo(10)) }, memErr},
		{"(0,) * 10**10", func() (Value, error) { return Binary(th, Mul, NewTuple([]Value{NewInt(0)}), tenTo(10)) }, memErr},
		{"b'ab' * 10**12", func() (Value, error) { return Binary(th, Mul, NewBytes("ab"), tenTo(12)) }, memErr},
		{"2 ** 10**10", func() (Value, error) { return Binary(th, Pow, NewInt(2), tenTo(10)) }, memErr},
		{"7 ** 10**20", func() (Value, error) { return Binary(th, Pow, NewInt(7), tenTo(20)) }, memErr},
		{"1 << 10**10", func() (Value, error) { return Binary(th, LShift, NewInt(1), tenTo(10)) }, memErr},
		{"(10**30) << 10**12", func() (Value, error) { return Binary(th, LShift, tenTo(30), tenTo(12)) }, memErr},
		// A shift count beyond int64: CPython's MemoryError (it was an
		// OverflowError here; found by difftest seed 18).
		{"-3 << 10**20", func() (Value, error) { return Binary(th, LShift, NewInt(-3), tenTo(20)) }, memErr},
		{"'ab'.center(10**12)", func() (Value, error) { return CallMethod(th, NewStr("ab"), "center", []Value{tenTo(12)}, nil) }, memErr},
		{"'{:>1000000000}'.format(1)", func() (Value, error) {
			return CallMethod(th, NewStr("{:>1000000000}"), "format", []Value{NewInt(1)}, nil)
		}, memErr},
		{"format(1, '>1000000000')", func() (Value, error) {
			s, err := Format(th, NewInt(1), ">1000000000")
			return NewStr(s), err
		}, memErr},
		{"'%1000000000d' % 1", func() (Value, error) { return Binary(th, Mod, NewStr("%1000000000d"), NewInt(1)) }, memErr},
		{"'a'.replace('a', 'b'*10**6) on 10**4 a's", func() (Value, error) {
			big, err := Binary(th, Mul, NewStr("a"), NewInt(1<<20))
			if err != nil {
				return nil, err
			}
			rep, err := Binary(th, Mul, NewStr("b"), NewInt(1<<10))
			if err != nil {
				return nil, err
			}
			return CallMethod(th, big, "replace", []Value{NewStr("a"), rep}, nil)
		}, memErr},
	}
	for _, c := range cases {
		before := th.Memory()
		_, err := c.run()
		if !errors.Is(err, c.want) {
			t.Errorf("%s: got %v, want %v", c.name, err, c.want)
		}
		if th.Memory()-before > 8<<20 {
			t.Errorf("%s: charged %d bytes before refusing", c.name, th.Memory()-before)
		}
	}
	// str(10**100000) is CPython's ValueError, raised before converting.
	_, err := ToStr(th, tenTo(100000))
	var ex *Exception
	if !errors.As(err, &ex) || ex.typ != ValueErrorType || !strings.Contains(ex.Error(), "Exceeds the limit (4300 digits)") {
		t.Errorf("str(10**100000): got %v", err)
	}
}

// TestOperationBudget checks that Tick stops at MaxOps with the ops limit
// error, and that the error is not a Python exception.
func TestOperationBudget(t *testing.T) {
	th := NewThread(nil, Limits{MaxOps: 5000}, nil)
	var err error
	n := 0
	for ; n < 10000 && err == nil; n++ {
		err = th.Tick()
	}
	if !errors.Is(err, &LimitError{Kind: LimitOps}) {
		t.Fatalf("got %v after %d ticks", err, n)
	}
	if n != 5000 {
		t.Errorf("stopped after %d ticks, want 5000", n)
	}
	if err.Error() != "OperationLimitError: operation budget of 5000 exhausted" {
		t.Errorf("message %q", err.Error())
	}
	var ex *Exception
	if errors.As(err, &ex) {
		t.Error("a limit error must not be a Python exception")
	}
}

// TestCancellation checks that cancelling the context stops Tick within
// one check interval.
func TestCancellation(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	th := NewThread(ctx, Limits{MaxOps: -1}, nil)
	defer th.Close()
	cancel()
	deadline := time.Now().Add(5 * time.Second)
	var err error
	n := 0
	for err == nil && time.Now().Before(deadline) {
		err = th.Tick()
		n++
	}
	if !errors.Is(err, &LimitError{Kind: LimitCancel}) {
		t.Fatalf("got %v", err)
	}
	if n > 2*checkEvery {
		t.Errorf("took %d ticks to notice cancellation", n)
	}
}

// TestRecursionDepth checks CPython's catchable RecursionError.
func TestRecursionDepth(t *testing.T) {
	th := NewThread(nil, Limits{MaxDepth: 50}, nil)
	var err error
	for i := 0; i < 100 && err == nil; i++ {
		err = th.Enter()
	}
	var ex *Exception
	if !errors.As(err, &ex) || ex.typ != RecursionErrorType || ex.Error() != "RecursionError: maximum recursion depth exceeded" {
		t.Fatalf("got %v", err)
	}
	if th.Depth() != 50 {
		t.Errorf("depth %d", th.Depth())
	}
}

// TestOutputLimit checks truncation at MaxOutput bytes, between
// characters.
func TestOutputLimit(t *testing.T) {
	var b strings.Builder
	th := NewThread(nil, Limits{MaxOutput: 10}, &b)
	if err := th.Write("héllo"); err != nil {
		t.Fatal(err)
	}
	err := th.Write("wörld!!")
	if !errors.Is(err, &LimitError{Kind: LimitOutput}) {
		t.Fatalf("got %v", err)
	}
	if b.String() != "héllowör" {
		t.Errorf("wrote %q", b.String())
	}
}

// TestDeepReprIsRecursionError checks that repr of very deep nesting
// fails with RecursionError instead of overflowing the Go stack, and a
// self-referencing list prints as [...].
func TestDeepReprIsRecursionError(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	var v Value = NewList(nil)
	for i := 0; i < 100000; i++ {
		v = NewList([]Value{v})
	}
	_, err := Repr(th, v)
	var ex *Exception
	if !errors.As(err, &ex) || ex.Error() != "RecursionError: maximum recursion depth exceeded while getting the repr of an object" {
		t.Fatalf("got %v", err)
	}
	l := NewList([]Value{NewInt(1)})
	l.items = append(l.items, l)
	if r, err := Repr(th, l); err != nil || r != "[1, [...]]" {
		t.Errorf("self-referencing list: %q, %v", r, err)
	}
	d := NewDict()
	d.Set(th, NewStr("me"), d)
	if r, err := Repr(th, d); err != nil || r != "{'me': {...}}" {
		t.Errorf("self-referencing dict: %q, %v", r, err)
	}
}

// TestThreadsShareNothing runs the same operations on two threads at once
// (go test -race checks that shared built-in tables are only read).
func TestThreadsShareNothing(t *testing.T) {
	done := make(chan error, 2)
	for g := 0; g < 2; g++ {
		go func() {
			th := NewThread(nil, Limits{}, nil)
			d := NewDict()
			for i := int64(0); i < 200; i++ {
				k := NewStr("k" + itoa(i%7))
				if err := d.Set(th, k, NewInt(i)); err != nil {
					done <- err
					return
				}
				if _, err := CallMethod(th, NewStr("a,b"), "split", []Value{NewStr(",")}, nil); err != nil {
					done <- err
					return
				}
				if _, err := Repr(th, NewList([]Value{NewStr("x"), Float(1.5), IntType})); err != nil {
					done <- err
					return
				}
				s := NewSet()
				s.Add(th, NewStr("abc"))
				s.Add(th, asciiChars['q'])
				if _, err := Call(th, IntType, []Value{NewStr("12")}, nil); err != nil {
					done <- err
					return
				}
				if _, err := GetAttr(th, NewInt(3), "real"); err != nil {
					done <- err
					return
				}
			}
			done <- nil
		}()
	}
	for g := 0; g < 2; g++ {
		if err := <-done; err != nil {
			t.Error(err)
		}
	}
}

// TestMemoryLimitForgivesGarbage checks that temporaries that are
// dropped do not exhaust the memory budget (at safe points the counter
// is lowered to what a walk of the run's data measures), while data that
// stays alive does; the walk here is a MemWalk of the one root the test
// keeps, as the interpreter walks its globals and frames.
func TestMemoryLimitForgivesGarbage(t *testing.T) {
	th := NewThread(nil, Limits{MaxMemory: 8 << 20}, nil)
	keep := NewList(nil)
	walks := 0
	th.MeasureHeld = func(t *Thread, start bool) (int64, bool, error) {
		walks++
		w := NewMemWalk(1 << 20)
		w.Visit(keep)
		size, ok := w.Run()
		return size, ok, nil
	}
	if err := th.StartMeasure(); err != nil {
		t.Fatal(err)
	}
	chunk := NewStr(strings.Repeat("y", 1000))
	for i := 0; i < 1000; i++ { // 100 MB of garbage in total
		if err := th.TickStmt(); err != nil {
			t.Fatalf("statement %d: %v", i, err)
		}
		if _, err := Binary(th, Mul, chunk, NewInt(100)); err != nil {
			t.Fatalf("iteration %d: %v", i, err)
		}
	}
	if walks < 10 {
		t.Errorf("%d walks for 100 MB of garbage under an 8 MB limit", walks)
	}
	var err error
	for i := 0; i < 1000 && err == nil; i++ { // 100 MB kept alive
		if err = th.TickStmt(); err != nil {
			break
		}
		var v Value
		if v, err = Binary(th, Mul, chunk, NewInt(100)); err == nil {
			err = keep.Append(th, v)
		}
	}
	if !errors.Is(err, &LimitError{Kind: LimitMemory}) {
		t.Fatalf("keeping 100 MB alive under an 8 MB limit: %v", err)
	}
	if n := keep.Len(); n > 84 {
		t.Errorf("kept %d chunks of 100 kB under an 8 MB limit", n)
	}
}

// TestMemoryWalkGivesUp checks that the walk is inexact on what it
// cannot see through (a Go closure, a module with Go state) rather than
// count it as empty, and still counts what it can see.
func TestMemoryWalkGivesUp(t *testing.T) {
	for _, v := range []Value{
		NewBuiltin("f", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) { return None, nil }),
		NewModule("m"),
		NewList([]Value{NewTuple([]Value{NewModule("inner")})}),
	} {
		w := NewMemWalk(1 << 10)
		w.Visit(v)
		if _, ok := w.Run(); ok {
			t.Errorf("walk of %s succeeded", v.Type().Name)
		}
	}
	w := NewMemWalk(1 << 10)
	big := NewStr(strings.Repeat("z", 1<<16))
	w.Visit(NewList([]Value{big, big, NewDict()}))
	size, ok := w.Run()
	if !ok || size < 1<<16 || size > 1<<16+1024 {
		t.Errorf("walk of a list holding one string twice: %d bytes, ok %v", size, ok)
	}
	// An inexact walk still measures what it can see: a lower bound.
	w = NewMemWalk(1 << 10)
	w.Visit(NewList([]Value{NewModule("m"), NewTuple([]Value{big})}))
	size, ok = w.Run()
	if ok || w.Stopped() || size < 1<<16 {
		t.Errorf("walk of a module beside a string: %d bytes, ok %v, stopped %v", size, ok, w.Stopped())
	}
}

// TestMemoryWalkTrustsMarkedCode checks what the walk may count as
// holding nothing: functions of a module marked with MarkWalkable (not
// one stored there later), methods of built-in types bound to a value
// (whose receiver it measures), and the entries of Locals that are
// MemStates (an entry that is not makes it give up).
func TestMemoryWalkTrustsMarkedCode(t *testing.T) {
	nop := func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) { return None, nil }
	m := NewModule("m")
	m.Dict.SetStr("f", NewBuiltin("f", nop))
	MarkWalkable(m)
	later := NewBuiltin("g", nop)
	m.Dict.SetStr("g", later)
	big := NewStr(strings.Repeat("z", 1<<16))
	l := NewList([]Value{big})
	appendFn, err := GetAttr(nil, l, "append")
	if err != nil {
		t.Fatal(err)
	}
	w := NewMemWalk(1 << 10)
	w.Visit(NewList([]Value{m, m.Dict.GetStr("f"), appendFn}))
	m.Dict.SetStr("g", None)
	size, ok := w.Run()
	if !ok || size < 1<<16 {
		t.Errorf("walk of a marked module and a bound list method: %d bytes, ok %v (%s)", size, ok, w.Failed())
	}
	w = NewMemWalk(1 << 10)
	w.Visit(later)
	if _, ok := w.Run(); ok {
		t.Errorf("walk of a function stored in a marked module after marking succeeded")
	}
	var locals Locals
	locals.Set(new(byte), memStateFunc(func(w *MemWalk) { w.Visit(big) }))
	w = NewMemWalk(1 << 10)
	locals.MemRefs(w)
	if size, ok := w.Run(); !ok || size < 1<<16 {
		t.Errorf("walk of Locals holding a MemState: %d bytes, ok %v", size, ok)
	}
	locals.Set(new(byte), map[string]int{})
	w = NewMemWalk(1 << 10)
	locals.MemRefs(w)
	if _, ok := w.Run(); ok {
		t.Errorf("walk of Locals holding an unknown entry succeeded")
	}
}

// memStateFunc is a MemState made of a function.
type memStateFunc func(w *MemWalk)

func (f memStateFunc) MemRefs(w *MemWalk) { f(w) }

// TestHashCollisionsCostOperations checks that keys with equal hashes
// (multiples of 2**61-1 all hash to 0) cannot make dict and set
// insertion quadratic for free: the probing is charged to the budget.
func TestHashCollisionsCostOperations(t *testing.T) {
	m := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 61), big.NewInt(1))
	keys := make([]Value, 5000)
	for i := range keys {
		keys[i] = NewBigInt(new(big.Int).Mul(m, big.NewInt(int64(i+1))))
	}
	th := NewThread(nil, Limits{MaxOps: 1_000_000}, nil)
	d := NewDict()
	var err error
	for _, k := range keys {
		if err = d.Set(th, k, None); err != nil {
			break
		}
	}
	if !errors.Is(err, &LimitError{Kind: LimitOps}) {
		t.Errorf("dict: %v", err)
	}
	th = NewThread(nil, Limits{MaxOps: 1_000_000}, nil)
	s := NewSet()
	for _, k := range keys {
		if err = s.Add(th, k); err != nil {
			break
		}
	}
	if !errors.Is(err, &LimitError{Kind: LimitOps}) {
		t.Errorf("set: %v", err)
	}
}

// TestListShiftsAreCharged checks that insert(0, x)/pop(0)/del l[0] on a
// long list cost operations proportional to the elements they move.
func TestListShiftsAreCharged(t *testing.T) {
	th := NewThread(nil, Limits{MaxOps: 1_000_000}, nil)
	l, err := Binary(th, Mul, NewList([]Value{NewInt(0)}), NewInt(1_000_000))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 100_000 && err == nil; i++ {
		_, err = CallMethod(th, l, "insert", []Value{NewInt(0), NewInt(1)}, nil)
	}
	if !errors.Is(err, &LimitError{Kind: LimitOps}) {
		t.Errorf("insert(0, x) loop: %v", err)
	}
}

// TestStrangeTypes checks types built outside py as struct literals
// (without NewClass/NewBuiltinType): calling or subclassing them is a
// TypeError, never a Go panic.
func TestStrangeTypes(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	odd := &Type{Name: "function", Module: "builtins", Dict: NewDict(), Bases: []*Type{ObjectType}}
	odd.MRO = []*Type{odd, ObjectType}
	if _, err := Call(th, odd, []Value{NewInt(1)}, nil); err == nil || err.Error() != "TypeError: cannot create 'function' instances" {
		t.Errorf("call: %v", err)
	}
	if _, err := NewClass(th, "X", []*Type{odd}, nil); err == nil {
		t.Error("subclassing a layout-less type succeeded")
	}
	if err := SetAttr(th, odd, "x", NewInt(1)); err == nil {
		t.Error("setting an attribute on a shared layout-less type succeeded")
	}
}

// TestSplitIsRefusedBeforeSplitting checks that str.split() and
// splitlines() of a huge string fail on the memory budget before the
// pieces are built.
func TestSplitIsRefusedBeforeSplitting(t *testing.T) {
	th := NewThread(nil, Limits{MaxMemory: 16 << 20}, nil)
	for _, c := range []struct{ unit, method string }{{"a ", "split"}, {"a\n", "splitlines"}} {
		s, err := Binary(th, Mul, NewStr(c.unit), NewInt(4_000_000))
		if err != nil {
			t.Fatal(err)
		}
		var before runtime.MemStats
		runtime.ReadMemStats(&before)
		_, err = callMethodAny(th, s, c.method, nil, nil)
		var after runtime.MemStats
		runtime.ReadMemStats(&after)
		if !errors.Is(err, &LimitError{Kind: LimitMemory}) {
			t.Errorf("%s: %v", c.method, err)
		}
		if grew := after.TotalAlloc - before.TotalAlloc; grew > 1<<20 {
			t.Errorf("%s allocated %d bytes before refusing", c.method, grew)
		}
	}
}

// TestSortNoticesCancellation checks that a long sort polls the context.
func TestSortNoticesCancellation(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	th := NewThread(ctx, Limits{MaxOps: -1}, nil)
	defer th.Close()
	items := make([]Value, 200_000)
	for i := range items {
		items[i] = Int(int64((i * 7919) % 200_003))
	}
	cancel()
	err := SortList(th, NewList(items), nil, false)
	if !errors.Is(err, &LimitError{Kind: LimitCancel}) {
		t.Errorf("sort after cancel: %v", err)
	}
}

// TestSortChargesComparisonsMade checks that list.sort charges the
// comparisons it makes: a sorted list of 2**20 ints (about n comparisons)
// sorts within a budget that the same ints shuffled (about n log n) run
// out of, and the list is left as it was when the budget runs out.
func TestSortChargesComparisonsMade(t *testing.T) {
	const n = 1 << 20
	sorted := make([]Value, n)
	shuffled := make([]Value, n)
	for i := range sorted {
		sorted[i] = Int(int64(i))
		shuffled[i] = Int(int64((i * 7919) % n))
	}
	// The copies a sort makes charge about n/4 operations of their own
	// (memory's share, see walkBytesPerOp), the sorted list's n
	// comparisons n/8 and its pass n/8; the shuffled list's comparisons
	// about 20n/8.
	limits := Limits{MaxOps: n + n/4, MaxMemory: -1}
	th := NewThread(nil, limits, nil)
	if err := SortList(th, NewList(sorted), nil, false); err != nil {
		t.Errorf("sorting a sorted list: %v", err)
	}
	if ops := th.Ops(); ops > n*5/8 {
		t.Errorf("sorting a sorted list charged %d operations, want at most %d", ops, n*5/8)
	}
	th.Close()
	th = NewThread(nil, limits, nil)
	defer th.Close()
	l := NewList(shuffled)
	err := SortList(th, l, nil, false)
	if !errors.Is(err, &LimitError{Kind: LimitOps}) {
		t.Fatalf("sorting a shuffled list: %v, want the operation limit", err)
	}
	if l.Len() != n || l.Items()[1] != Int(7919) {
		t.Errorf("the list changed when the sort ran out of budget")
	}
}
