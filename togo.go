package krait

import (
	"math/big"
	"time"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/datetime"
)

// Tuple is a Python tuple converted to Go (see ToGo); ToPython turns it
// back into a tuple.
type Tuple []any

// Set is a Python set converted to Go, its elements in the set's
// iteration order; ToPython turns it back into a set.
type Set []any

// FrozenSet is a Python frozenset converted to Go; ToPython turns it back
// into a frozenset.
type FrozenSet []any

// Dict is a Python dict with a key that is not a str, converted to Go as
// its items in order; ToPython turns it back into a dict. (A dict whose
// keys are all strs becomes a map[string]any.)
type Dict []Item

// Item is one key and value of a Dict.
type Item struct {
	Key, Value any
}

// Naive is the location of a time.Time that stands for a naive Python
// datetime (one without tzinfo): ToGo gives naive datetimes this location
// and ToPython turns a time.Time in it back into a naive datetime.
// krait's local time is UTC, so its offset is 0.
var Naive = time.FixedZone("naive", 0)

// ToGo converts a Python value to Go by the package's table (see the
// package documentation): None → nil, bool → bool, int → int64 (or
// *big.Int beyond int64), float → float64, complex → complex128, str →
// string, bytes and bytearray → []byte, list → []any, tuple → Tuple, set
// → Set, frozenset → FrozenSet, dict → map[string]any when every key is a
// str and Dict otherwise, datetime.datetime → time.Time (naive ones in
// Naive), datetime.timedelta → time.Duration when it fits, and any other
// value (objects, functions, dates, values nested deeper than 100 levels)
// → the Python value itself. A container that appears twice converts
// once, so shared and cyclic structures stay so.
func ToGo(v py.Value) any {
	c := pyToGo{}
	return c.convert(v, 0)
}

// toGoCharged is ToGo charging the conversion to t's budgets: one
// operation per container and per 16 slots converted, and the Go memory
// built (strings, slices, maps), so that converting a run's result or a
// host call's arguments is bounded by the run's limits like the run
// itself. It returns the first limit error.
func toGoCharged(t *py.Thread, v py.Value) (any, error) {
	c := pyToGo{t: t}
	g := c.convert(v, 0)
	return g, c.err
}

// pyToGo is one Python-to-Go conversion: seen maps each container
// converted so far to its Go value; t, when set, is charged for the
// conversion, and err is the first limit error (after which nothing more
// is converted).
type pyToGo struct {
	seen map[py.Value]any
	t    *py.Thread
	err  error
}

// charge charges one container (or string) of n bytes; false once a
// limit was hit.
func (c *pyToGo) charge(n int) bool {
	if c.t == nil {
		return true
	}
	if c.err != nil {
		return false
	}
	if c.err = c.t.Tick(); c.err == nil && n > 0 {
		if c.err = c.t.Alloc(int64(n)); c.err == nil {
			c.err = c.t.ChargeBytes(n)
		}
	}
	return c.err == nil
}

func (c *pyToGo) remember(v py.Value, g any) {
	if c.seen == nil {
		c.seen = map[py.Value]any{}
	}
	c.seen[v] = g
}

func (c *pyToGo) convert(v py.Value, depth int) any {
	if c.err != nil {
		return nil
	}
	if n := goSize(v); n > 0 && !c.charge(n) {
		return nil
	}
	switch x := v.(type) {
	case nil, py.NoneType:
		return nil
	case py.Bool:
		return bool(x)
	case py.Int:
		return int64(x)
	case *py.BigInt:
		return new(big.Int).Set(x.Big())
	case py.Float:
		return float64(x)
	case py.Complex:
		return complex128(x)
	case *py.Str:
		return x.String()
	case *py.Bytes:
		return []byte(x.String())
	case *py.ByteArray:
		return append([]byte(nil), x.Bytes()...)
	}
	if depth > maxConvertDepth {
		return v
	}
	if g, ok := c.seen[v]; ok {
		return g
	}
	switch x := v.(type) {
	case *py.List:
		out := make([]any, len(x.Items()))
		c.remember(v, out)
		c.fill(out, x.Items(), depth)
		return out
	case *py.Tuple:
		out := make(Tuple, len(x.Items()))
		c.remember(v, out)
		c.fill(out, x.Items(), depth)
		return out
	case *py.Set:
		out := make(Set, len(x.Elements()))
		c.remember(v, out)
		c.fill(out, x.Elements(), depth)
		return out
	case *py.FrozenSet:
		out := make(FrozenSet, len(x.Elements()))
		c.remember(v, out)
		c.fill(out, x.Elements(), depth)
		return out
	case *py.Dict:
		items := x.Items()
		allStr := true
		for _, kv := range items {
			if _, ok := kv[0].(*py.Str); !ok {
				allStr = false
				break
			}
		}
		if allStr {
			m := make(map[string]any, len(items))
			c.remember(v, m)
			for _, kv := range items {
				m[kv[0].(*py.Str).String()] = c.convert(kv[1], depth+1)
			}
			return m
		}
		out := make(Dict, len(items))
		c.remember(v, out)
		for i, kv := range items {
			out[i] = Item{Key: c.convert(kv[0], depth+1), Value: c.convert(kv[1], depth+1)}
		}
		return out
	}
	if t, _, ok := datetime.Time(v, Naive); ok {
		return t
	}
	if d, ok := datetime.Duration(v); ok {
		return d
	}
	return v
}

func (c *pyToGo) fill(out []any, items []py.Value, depth int) {
	for i, it := range items {
		out[i] = c.convert(it, depth+1)
	}
}

// goSize is about the Go memory converting v builds at its own level
// (0 for values that convert without allocating much).
func goSize(v py.Value) int {
	switch x := v.(type) {
	case *py.Str:
		return 16 + len(x.String())
	case *py.Bytes:
		return 24 + len(x.String())
	case *py.ByteArray:
		return 24 + len(x.Bytes())
	case *py.List:
		return 24 + 16*len(x.Items())
	case *py.Tuple:
		return 24 + 16*len(x.Items())
	case *py.Set:
		return 24 + 16*x.Len()
	case *py.FrozenSet:
		return 24 + 16*x.Len()
	case *py.Dict:
		return 48 + 48*x.Len()
	}
	return 0
}
