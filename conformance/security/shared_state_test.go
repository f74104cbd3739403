package security_test

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/stdlib"
)

// sharedStatePrelude defines, in Python, the objects one executor can
// reach without building them itself: every registered module's public
// attributes, the public attributes of those (a class's methods and
// constants, an instance's fields such as decimal.DefaultContext.prec),
// and the builtins' types. A module built once per process shares its
// classes and functions between executors, so each of these objects is a
// possible channel from one tenant to another.
const sharedStatePrelude = `
def _reachable(mods):
    seen = []
    for mname, mod in mods:
        seen.append((mname, mod))
        for n in sorted(dir(mod)):
            if n.startswith("_"):
                continue
            try:
                o = getattr(mod, n)
            except Exception:
                continue
            if type(o).__name__ == "module":
                continue
            seen.append((mname + "." + n, o))
            for n2 in sorted(dir(o)):
                if n2.startswith("_"):
                    continue
                try:
                    o2 = getattr(o, n2)
                except Exception:
                    continue
                if type(o2).__name__ == "module":
                    continue
                seen.append((mname + "." + n + "." + n2, o2))
    return seen
`

// sharedStateModules returns the registered modules an executor with
// every import authorized can import, sorted.
func sharedStateModules(t *testing.T) []string {
	var mods []string
	for name := range stdlib.Loaders() {
		if !strings.HasPrefix(name, "_") && moduleAvailable(name) {
			mods = append(mods, name)
		}
	}
	sort.Strings(mods)
	return mods
}

// sharedStateProgram returns a program that imports mods and then runs
// body with "objs" bound to every reachable (name, object) pair.
func sharedStateProgram(mods []string, body string) string {
	var b strings.Builder
	for _, m := range mods {
		fmt.Fprintf(&b, "import %s\n", m)
	}
	b.WriteString(sharedStatePrelude)
	b.WriteString("objs = _reachable([")
	for _, m := range mods {
		fmt.Fprintf(&b, "(%q, %s), ", m, m)
	}
	b.WriteString("])\n")
	b.WriteString("objs.extend(_reachable([")
	for _, n := range sharedStateBuiltins {
		fmt.Fprintf(&b, "(%q, %s), ", n, n)
	}
	b.WriteString("]))\n")
	b.WriteString(body)
	return b.String()
}

// sharedStateBuiltins are the builtins whose attributes the walk
// visits: the types and functions every executor shares.
var sharedStateBuiltins = []string{"int", "float", "complex", "bool", "str", "bytes", "bytearray", "list", "tuple", "dict", "set", "frozenset", "range", "slice", "object", "type", "property", "staticmethod", "classmethod", "super", "enumerate", "zip", "map", "filter", "reversed", "BaseException", "Exception", "ValueError", "KeyError", "StopIteration", "print", "len", "sorted", "isinstance", "getattr"}

// snapshotBody prints, for every reachable object, a probe attribute if
// it has one and the repr of its plain data attributes (numbers, strings,
// bytes, None, and containers of them), one line each: what another
// executor could have changed.
const snapshotBody = `
_plain = (int, float, complex, str, bytes, bool, type(None), tuple, list, dict, set, frozenset)
def _show(v, depth=0):
    if not isinstance(v, _plain) or depth > 2:
        return None
    if isinstance(v, (tuple, list, set, frozenset)):
        parts = [_show(x, depth + 1) for x in v]
        if None in parts:
            return None
        if isinstance(v, (set, frozenset)):
            parts.sort()
        return type(v).__name__ + "(" + ", ".join(parts) + ")"
    if isinstance(v, dict):
        parts = []
        for k, x in v.items():
            sk, sx = _show(k, depth + 1), _show(x, depth + 1)
            if sk is None or sx is None:
                return None
            parts.append(sk + ": " + sx)
        parts.sort()
        return "dict(" + ", ".join(parts) + ")"
    return repr(v)[:200]
for name, o in objs:
    try:
        if hasattr(o, "_krait_probe"):
            print(name, "has _krait_probe")
    except Exception:
        pass
    s = _show(o)
    if s is not None:
        print(name, "=", s)
print("walked", len(objs))
`

// mutateBody tries to change every reachable object: a new attribute on
// it, each data attribute replaced by a value of the same kind, and each
// mutable container's contents. Refusals are expected; what succeeds
// must stay in this executor.
const mutateBody = `
def _other(v):
    if isinstance(v, bool):
        return not v
    if isinstance(v, int):
        return v + 7
    if isinstance(v, float):
        return v + 1.5
    if isinstance(v, str):
        return v + "_k"
    if isinstance(v, bytes):
        return v + b"_k"
    if isinstance(v, tuple):
        return v + ("_k",)
    if v is None:
        return 7
    return "_k"
def _poke(v):
    for op in ("append", "add"):
        try:
            getattr(v, op)("_k")
        except Exception:
            pass
    try:
        v["_krait_key"] = "_k"
    except Exception:
        pass
for name, o in objs:
    try:
        setattr(o, "_krait_probe", 1)
    except Exception:
        pass
    _poke(o)
    try:
        names = [n for n in dir(o) if not n.startswith("_")]
    except Exception:
        continue
    for n in names:
        try:
            v = getattr(o, n)
        except Exception:
            continue
        if callable(v) or type(v).__name__ == "module":
            continue
        try:
            setattr(o, n, _other(v))
        except Exception:
            pass
        _poke(v)
`

// TestNoReachableObjectCrossesExecutors is the generated form of
// TestModuleClassesNotShared: executor a tries to change every object
// reachable from every module and the builtins (new attributes, replaced
// data attributes, appended or inserted container items); executors b
// (running before and after) and c (new) must see exactly what b saw
// before. Anything shared by the process must refuse the change, and
// anything that accepts it must belong to a alone.
func TestNoReachableObjectCrossesExecutors(t *testing.T) {
	mods := sharedStateModules(t)
	if len(mods) < 40 {
		t.Fatalf("only %d modules available: %v", len(mods), mods)
	}
	newEx := func() *krait.Executor {
		pol := policy.Default()
		pol.Limits.MaxOps = 1e9
		pol.Limits.MaxMemoryBytes = 512 << 20
		pol.Limits.MaxOutputChars = 64 << 20
		ex, err := krait.New(krait.Options{Policy: pol, AuthorizedImports: []string{"*"}})
		if err != nil {
			t.Fatal(err)
		}
		return ex
	}
	snapshot := sharedStateProgram(mods, snapshotBody)
	run := func(ex *krait.Executor, code string) string {
		out, err, p := runGuarded(context.Background(), ex, code)
		if p != "" {
			t.Fatalf("Go panic escaped Run: %s", p)
		}
		if err != nil {
			t.Fatalf("run: %v\n%s", err, out.Logs)
		}
		return out.Logs
	}
	b := newEx()
	before := run(b, snapshot)
	var walked int
	if i := strings.LastIndex(before, "walked "); i >= 0 {
		fmt.Sscan(before[i+len("walked "):], &walked)
	}
	if walked < 10000 {
		t.Fatalf("the walk reached only %d objects", walked)
	}
	t.Logf("%d objects walked, %d plain values compared", walked, strings.Count(before, " = "))
	if strings.Contains(before, "_krait_probe") {
		t.Fatalf("a fresh executor already has probes:\n%s", before)
	}
	a := newEx()
	run(a, sharedStateProgram(mods, mutateBody))
	// a itself must see its own changes (else the test mutates nothing).
	if got := run(a, snapshot); !strings.Contains(got, "has _krait_probe") {
		t.Fatalf("executor a kept none of its changes: the mutation pass did nothing")
	}
	for _, c := range []struct {
		name string
		ex   *krait.Executor
	}{{"b (same executor as the first snapshot)", b}, {"c (new executor)", newEx()}} {
		after := run(c.ex, snapshot)
		if after != before {
			t.Errorf("executor %s sees executor a's changes:\n%s", c.name, lineDiff(before, after))
		}
	}
}

// lineDiff lists the lines only in want (-) and only in got (+), at most
// 40 of each.
func lineDiff(want, got string) string {
	in := func(s string) map[string]bool {
		m := map[string]bool{}
		for _, l := range strings.Split(s, "\n") {
			m[l] = true
		}
		return m
	}
	w, g := in(want), in(got)
	var out []string
	for _, l := range strings.Split(want, "\n") {
		if !g[l] && len(out) < 40 {
			out = append(out, "- "+l)
		}
	}
	n := len(out)
	for _, l := range strings.Split(got, "\n") {
		if !w[l] && len(out) < n+40 {
			out = append(out, "+ "+l)
		}
	}
	return strings.Join(out, "\n")
}
