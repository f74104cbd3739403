package fuzz

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/interp"
)

// FuzzMutatingCallbacks runs programs, generated from the fuzz input,
// that hand container operations objects whose dunders (__index__,
// __eq__, __hash__, __lt__, __len__, __iter__, __bool__, __repr__) and
// key functions mutate the containers being operated on: clearing the
// list being sliced, growing the dict being probed, emptying the
// bytearray whose slice is being deleted. Go code that kept a length, an
// index or a slice across such a call and did not check it again would
// index out of range (a recovered panic is an internal error, which fails
// the target) or return a stale element. Every operation runs inside
// try/except, so one program exercises many; the property is that each
// ends in a result, a Python exception or a limit, never a panic.
func FuzzMutatingCallbacks(f *testing.F) {
	for i := 0; i < 64; i++ {
		seed := make([]byte, 48)
		for j := range seed {
			seed[j] = byte(i*131 + j*29 + i*j)
		}
		f.Add(seed)
	}
	w := newWatchdog(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		src := mutatingProgram(data)
		var err error
		w.runLimit(t, []byte(src), 0, func() {
			p := tinyPolicy()
			p.AllowImports("heapq", "bisect")
			p.Limits.MaxSourceBytes = 1 << 20
			e, nerr := krait.New(krait.Options{Policy: p})
			if nerr != nil {
				t.Fatal(nerr)
			}
			_, err = e.Run(context.Background(), src)
		})
		if err == nil {
			return
		}
		var (
			pe *krait.PythonError
			le *krait.LimitError
			ie *krait.InternalError
			xe *interp.InternalError
		)
		if errors.As(err, &ie) || errors.As(err, &xe) {
			t.Fatalf("a Go panic, recovered: %v\nprogram:\n%s", err, src)
		}
		if !errors.As(err, &pe) && !errors.As(err, &le) {
			t.Fatalf("error %T: %v\nprogram:\n%s", err, err, src)
		}
	})
}

// mutations are statements that change one of the program's containers;
// the callbacks run them.
var mutations = []string{
	"pass",
	"L.clear()",
	"L.append(1)",
	"L.extend([1, 2, 3])",
	"del L[:2]",
	"L.insert(0, C(9))",
	"L[:] = []",
	"L.pop() if L else None",
	"L.reverse()",
	"if len(L) < 64: L *= 2",
	"D.clear()",
	"D[len(D)] = 0",
	"D.pop(0, None)",
	"D.update({i: i for i in range(20)})",
	"D.popitem() if D else None",
	"S.clear()",
	"S.add(len(S))",
	"S.update(range(20))",
	"S.discard(0)",
	"B.clear()",
	"B.extend(b'xyz')",
	"del B[:2]",
	"B[:] = b''",
	"B[0:0] = b'123456'",
	"Q.clear()",
	"Q.append(1)",
	"Q.appendleft(0)",
	"Q.rotate(1)",
	"Q.popleft() if Q else None",
	"H.clear()",
	"H.append(C(0))",
}

// operations are statements that hand callback objects (C(n), key) to
// container operations; each runs inside try/except.
var operations = []string{
	// list
	"L[C(1):C(3)] = [9, 9]",
	"L[::C(2)] = [7] * len(L[::2])",
	"L[C(1)::C(2)] = (x for x in L)",
	"del L[C(0):C(2)]",
	"del L[::C(2)]",
	"L[C(1)]",
	"L[C(0):C(4):C(1)]",
	"L[C(1)] = 5",
	"del L[C(1)]",
	"L.insert(C(1), 5)",
	"L.pop(C(0))",
	"L.index(C(1))",
	"L.index(1, C(0), C(3))",
	"L.count(C(1))",
	"L.remove(C(1))",
	"C(1) in L",
	"L.sort(key=key)",
	"L[:] = [C(i) for i in range(6)]; L.sort()",
	"L[:] = [C(i) for i in range(6)]; L.sort(reverse=True)",
	"sorted(L, key=key)",
	"min(L, key=key)",
	"max(L, key=key, default=0)",
	"L == [C(0)] * 3",
	"[C(0)] * 3 < L",
	"L.extend(x for x in L if len(L) < 40)",
	"L += (x for x in L if len(L) < 40)",
	"list(map(key, L))",
	"[x for x in L if key(x)]",
	"for x in L:\n        mut()",
	"L * C(2)",
	"L[C(0):C(2)] = C(3)",
	"list(reversed(L))",
	"list(enumerate(L, C(1)))",
	"sum(1 for x in L if key(x))",
	"'-'.join(map(str, L))",
	"str(L)",
	// dict
	"D[C(1)] = 1",
	"D.get(C(1))",
	"C(1) in D",
	"del D[C(1)]",
	"D.pop(C(1), None)",
	"D.setdefault(C(1), 2)",
	"D.update({C(1): 1, C(2): 2})",
	"{C(1): 1, C(2): 2} == D",
	"dict.fromkeys([C(1), C(2), C(1)])",
	"for k in D:\n        mut()",
	"D.keys() & {C(1)}",
	"list(D.items())",
	"repr(D)",
	"{C(i): i for i in range(4)}",
	// set
	"S.add(C(1))",
	"C(1) in S",
	"S.discard(C(1))",
	"S.remove(C(1))",
	"S | {C(1), C(2)}",
	"S & {C(1)}",
	"S - {C(1)}",
	"S ^ {C(1)}",
	"S == {C(1)}",
	"S.issubset([C(1), C(2)])",
	"S.symmetric_difference_update([C(1), C(2)])",
	"frozenset([C(1), C(2), C(1)])",
	"for x in S:\n        mut()",
	"repr(S)",
	// bytearray
	"B[C(1):C(3)] = b'xy'",
	"B[C(1):C(3)] = C(2)",
	"del B[C(0):C(2)]",
	"del B[::C(2)]",
	"B[C(1)]",
	"B[C(1)] = 65",
	"B[C(0):C(4)]",
	"B[::C(2)]",
	"B.insert(C(1), 66)",
	"B.pop(C(0))",
	"B[::C(2)] = b'zz'",
	"B.find(b'a', C(1))",
	"B.count(b'a', C(0), C(3))",
	"B.index(b'b', C(0))",
	"B.extend(C(1))",
	"B.replace(b'a', b'bb', C(2))",
	"bytes(B)[C(1):C(3)]",
	"B * C(2)",
	// deque
	"Q.index(C(1))",
	"Q.count(C(1))",
	"Q.remove(C(1))",
	"C(1) in Q",
	"Q.rotate(C(1))",
	"Q.insert(C(1), 5)",
	"Q[C(1)]",
	"del Q[C(1)]",
	"Q.extend(x for x in Q if len(Q) < 40)",
	"Q == collections.deque([C(1)])",
	"repr(Q)",
	// heaps and bisection on a list of C
	"heapq.heappush(H, C(1))",
	"heapq.heappop(H)",
	"heapq.heapify(H)",
	"heapq.heappushpop(H, C(2))",
	"heapq.nsmallest(2, H)",
	"bisect.insort(H, C(1))",
	"bisect.bisect(H, C(1))",
	"bisect.bisect_left(H, C(1), C(0), C(3))",
	// strings and formatting through the callbacks
	"'%s %r' % (C(1), C(2))",
	"f'{C(1)!r:>{C(3)}}'",
	"'abcdef'[C(1):C(4):C(1)]",
	"'abc' * C(2)",
	"(1, 2, 3, 4)[C(1):C(3)]",
	"range(10)[C(1):C(8):C(2)]",
	"[1, 2, 3][C(0)]",
}

// mutatingProgram turns fuzz bytes into a program: which mutation each
// callback performs (in turn, through mut), what each dunder returns, and
// a sequence of operations.
func mutatingProgram(data []byte) string {
	r := byteReader{data: data}
	var b strings.Builder
	b.WriteString("import collections, heapq, bisect\n")
	b.WriteString("L = [0, 1, 2, 3, 4, 5]\nD = {0: 0, 1: 1, 2: 2}\nS = {0, 1, 2}\n")
	b.WriteString("B = bytearray(b'abcdef')\nQ = collections.deque([0, 1, 2, 3])\n")
	nm := 1 + r.pick(6)
	for i := 0; i < nm; i++ {
		fmt.Fprintf(&b, "def m%d():\n    %s\n", i, mutations[r.pick(len(mutations))])
	}
	b.WriteString("MUTS = [")
	for i := 0; i < nm; i++ {
		fmt.Fprintf(&b, "m%d, ", i)
	}
	b.WriteString("]\nk = 0\ndef mut():\n    global k\n    k += 1\n    MUTS[k % len(MUTS)]()\n")
	// Each dunder mutates, then answers with a value drawn from the
	// input (hashes collide on purpose, so that __eq__ runs mid-probe).
	fmt.Fprintf(&b, `class C:
    def __init__(self, v):
        self.v = v
    def __index__(self):
        mut()
        return self.v + %d
    def __eq__(self, o):
        mut()
        return %s
    def __hash__(self):
        mut()
        return %d
    def __lt__(self, o):
        mut()
        return %s
    def __len__(self):
        mut()
        return %d
    def __iter__(self):
        mut()
        return iter([C(1), 2, C(3)][:%d])
    def __bool__(self):
        mut()
        return %s
    def __repr__(self):
        mut()
        return 'C(%%d)' %% self.v
def key(x):
    mut()
    return %d
`, r.pick(9)-4, pyBool(r.pick(3)), r.pick(3), pyLess(r.pick(3)), r.pick(6), r.pick(4), pyBool(r.pick(2)), r.pick(7)-3)
	b.WriteString("H = [C(i) for i in range(5)]\n")
	nops := 1 + r.pick(12)
	for i := 0; i < nops; i++ {
		op := operations[r.pick(len(operations))]
		fmt.Fprintf(&b, "try:\n    %s\nexcept Exception:\n    pass\n", op)
	}
	return b.String()
}

// pyBool is a Python expression for a dunder's boolean answer.
func pyBool(n int) string { return [...]string{"False", "True", "self.v == getattr(o, 'v', o)"}[n] }

// pyLess is a Python expression for __lt__'s answer.
func pyLess(n int) string { return [...]string{"False", "True", "self.v < getattr(o, 'v', 0)"}[n] }

// byteReader hands out small choices from fuzz bytes (zeros once they run
// out, so every input makes a program).
type byteReader struct {
	data []byte
	pos  int
}

// pick returns a number in [0, n).
func (r *byteReader) pick(n int) int {
	if r.pos >= len(r.data) {
		return 0
	}
	v := int(r.data[r.pos])
	r.pos++
	return v % n
}
