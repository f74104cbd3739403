package stdlib_test

import (
	"fmt"
	"math"
	"math/big"
	"sort"
	"testing"
	"time"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib"
)

// robustModules are the modules the sweep covers.
var robustModules = []string{"random", "math", "re", "time", "datetime", "statistics", "unicodedata", "stat", "queue", "collections", "collections.abc"}

// oddValues are the arguments TestDefaultModulesNeverPanic tries.
func oddValues() []py.Value {
	huge := new(big.Int).Exp(big.NewInt(10), big.NewInt(30), nil)
	return []py.Value{
		py.None, py.NewInt(0), py.NewInt(-1), py.NewInt(7), py.NewBigInt(huge), py.NewBigInt(new(big.Int).Neg(huge)),
		py.Float(1.5), py.Float(math.Copysign(0, -1)), py.Float(math.NaN()), py.Float(math.Inf(1)), py.Float(1e300),
		py.NewStr(""), py.NewStr("abc"), py.NewStr("%Y-%m-%d %"), py.NewStr("("), py.NewBytes("x\xff"),
		py.NewList(nil), py.NewList([]py.Value{py.NewInt(1), py.Float(2.5), py.NewInt(3)}),
		py.NewTuple([]py.Value{py.NewInt(2024), py.NewInt(1)}), py.NewDict(), py.True,
	}
}

// TestDefaultModulesNeverPanic calls every function, class and method of
// the default modules with odd arguments (0 to 2 of them): errors are
// expected, Go panics are bugs.
func TestDefaultModulesNeverPanic(t *testing.T) {
	if testing.Short() {
		t.Skip("argument sweep skipped in -short mode")
	}
	loaders := stdlib.Loaders()
	vals := oddValues()
	skip := map[string]bool{"time.sleep": true}
	for _, mod := range robustModules {
		start := time.Now()
		th := py.NewThread(nil, py.Limits{MaxOps: 50_000_000, MaxMemory: 512 << 20, MaxTime: 60 * time.Second}, nil)
		m, err := loaders[mod](th)
		if err != nil {
			t.Fatalf("%s: %v", mod, err)
		}
		targets := map[string]py.Value{}
		for _, kv := range m.(*py.Module).Dict.Items() {
			name := kv[0].(*py.Str).String()
			targets[mod+"."+name] = kv[1]
			if cls, ok := kv[1].(*py.Type); ok {
				inst := instanceFor(th, cls, vals)
				for _, ckv := range cls.Dict.Items() {
					mname := ckv[0].(*py.Str).String()
					if inst != nil {
						if bound, err := py.GetAttrByName(th, inst, mname); err == nil {
							targets[mod+"."+name+"()."+mname] = bound
						}
					}
					if attr, err := py.GetAttrByName(th, cls, mname); err == nil {
						targets[mod+"."+name+"."+mname] = attr
					}
				}
			}
		}
		names := make([]string, 0, len(targets))
		for n := range targets {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, name := range names {
			if skip[name] || !py.IsCallable(targets[name]) {
				continue
			}
			fn := targets[name]
			// A fresh budget per target: one call may use up a budget.
			cth := py.NewThread(nil, py.Limits{MaxOps: 5_000_000, MaxMemory: 512 << 20, MaxTime: 20 * time.Second}, nil)
			call := func(args ...py.Value) {
				defer func() {
					if r := recover(); r != nil {
						t.Errorf("%s%v panicked: %v", name, reprs(th, args), r)
					}
				}()
				py.Call(cth, fn, args, nil)
			}
			call()
			call(vals[1], vals[2], vals[3])
			call(vals[11], vals[12], vals[0])
			for i, a := range vals {
				call(a)
				if i%2 == 0 {
					for j, b := range vals {
						if j%2 == 1 {
							call(a, b)
						}
					}
				}
			}
			cth.Close()
		}
		th.Close()
		t.Logf("%s: %d targets in %v", mod, len(names), time.Since(start))
	}
}

// instanceFor tries to make an instance of cls from a few argument lists.
func instanceFor(th *py.Thread, cls *py.Type, vals []py.Value) py.Value {
	tries := [][]py.Value{nil, {py.NewInt(2024), py.NewInt(1), py.NewInt(2)}, {py.NewStr("a")}, {py.NewInt(1)}}
	for _, args := range tries {
		func() {
			defer func() { recover() }()
			if v, err := py.Call(th, cls, args, nil); err == nil {
				vals = append(vals, v)
			}
		}()
		if len(vals) > 0 {
			if v := vals[len(vals)-1]; v.Type() == cls {
				return v
			}
		}
	}
	return nil
}

func reprs(th *py.Thread, args []py.Value) string {
	s := "("
	for i, a := range args {
		if i > 0 {
			s += ", "
		}
		r, err := py.Repr(th, a)
		if err != nil {
			r = fmt.Sprintf("<%s>", a.Type().Name)
		}
		s += r
	}
	return s + ")"
}
