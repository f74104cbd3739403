package interp

import (
	"math/big"

	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/py"
)

// elements compiles the elements of a display into a function appending
// them (unpacking starred ones) to a slice.
func (c *compiler) elements(elts []ast.Expr) func(fr *frame, out []py.Value) ([]py.Value, error) {
	type elem struct {
		fn      evalFn
		starred bool
		site    *site
	}
	list := make([]elem, len(elts)) //krait:alloc-ok sized by the AST of the program (its source is capped by MaxSourceBytes)
	for i, e := range elts {
		if s, ok := e.(*ast.Starred); ok {
			list[i] = elem{c.expr(s.Value), true, c.site(s.Value)}
		} else {
			list[i] = elem{fn: c.expr(e)}
		}
	}
	return func(fr *frame, out []py.Value) ([]py.Value, error) {
		for _, el := range list {
			v, err := el.fn(fr)
			if err != nil {
				return nil, err
			}
			if !el.starred {
				out = append(out, v)
				continue
			}
			out, err = appendIterable(fr.th, out, v)
			if err != nil {
				return nil, fr.fail(err, el.site)
			}
		}
		return out, nil
	}
}

// appendIterable appends the items of an iterable to out.
func appendIterable(th *py.Thread, out []py.Value, v py.Value) ([]py.Value, error) {
	it, err := iterate(th, v)
	if err != nil {
		return nil, err
	}
	if err := py.LengthHintOverflow(it); err != nil {
		return nil, err
	}
	for {
		x, err := it.Next(th)
		if err != nil {
			return nil, err
		}
		if x == nil {
			return out, nil
		}
		if err := th.Tick(); err != nil {
			return nil, err
		}
		if len(out)%chargeChunk == 0 {
			if err := th.Alloc(16 * chargeChunk); err != nil {
				return nil, err
			}
		}
		out = append(out, x) //krait:alloc-ok charged per chargeChunk items just above
	}
}

// chargeChunk is how many collected items have their memory charged at a
// time, before the slice holding them grows.
const chargeChunk = 256

func hasStarred(elts []ast.Expr) bool {
	for _, e := range elts {
		if _, ok := e.(*ast.Starred); ok {
			return true
		}
	}
	return false
}

// evalInto evaluates fns left to right into vals (an array on the
// caller's stack, as long as fns at least).
func evalInto(fr *frame, fns []evalFn, vals []py.Value) error {
	for i, fn := range fns {
		v, err := fn(fr)
		if err != nil {
			return err
		}
		vals[i] = v
	}
	return nil
}

// maxStackTuple is the longest tuple display whose items are evaluated
// into an array on the Go stack (py.NewTupleOf's one-block sizes).
const maxStackTuple = 8

func (c *compiler) tuple(elts []ast.Expr) evalFn {
	if !hasStarred(elts) {
		fns := c.exprs(elts)
		if len(fns) <= maxStackTuple {
			// The items on the stack first, then the tuple and its items
			// in one block (py.NewTupleOf).
			return func(fr *frame) (py.Value, error) {
				var vals [maxStackTuple]py.Value
				if err := evalInto(fr, fns, vals[:]); err != nil {
					return nil, err
				}
				if err := fr.th.Alloc(int64(16 * len(fns))); err != nil {
					return nil, err
				}
				return py.NewTupleOf(vals[:len(fns)]), nil
			}
		}
		return func(fr *frame) (py.Value, error) {
			items := make([]py.Value, len(fns)) //krait:alloc-ok one per element of the display in the source (AST)
			for i, fn := range fns {
				v, err := fn(fr)
				if err != nil {
					return nil, err
				}
				items[i] = v
			}
			return newTuple(fr.th, items)
		}
	}
	build := c.elements(elts)
	return func(fr *frame) (py.Value, error) {
		items, err := build(fr, nil)
		if err != nil {
			return nil, err
		}
		return newTuple(fr.th, items)
	}
}

func (c *compiler) list(elts []ast.Expr) evalFn {
	build := c.elements(elts)
	n := len(elts)
	return func(fr *frame) (py.Value, error) {
		items, err := build(fr, make([]py.Value, 0, n)) //krait:alloc-ok one per element of the display in the source (AST); starred items are charged by appendIterable
		if err != nil {
			return nil, err
		}
		return newList(fr.th, items)
	}
}

func (c *compiler) set(e *ast.Set) evalFn {
	build := c.elements(e.Elts)
	site := c.site(e)
	// CPython compiles a display of three or more constants as a set
	// updated from a folded frozenset constant, whose table (and so the
	// set's iteration order) can differ from adding the items one by one.
	folded := len(e.Elts) > 2
	for _, x := range e.Elts {
		folded = folded && constFolded(x)
	}
	return func(fr *frame) (py.Value, error) {
		items, err := build(fr, nil)
		if err != nil {
			return nil, err
		}
		var s py.Value
		if folded {
			var fs *py.FrozenSet
			if fs, err = constFrozenSet(fr.th, items); err == nil {
				s, err = py.NewSetFrom(fr.th, fs)
			}
		} else {
			s, err = newSet(fr.th, items)
		}
		if err != nil {
			return nil, fr.fail(err, site)
		}
		return s, nil
	}
}

// constFrozenSet is the frozenset constant CPython's compiler makes of
// constant items: built from them, then rebuilt from its own iteration
// order by the compiler's constant merging, once, or twice when every item
// is a str (what python3's co_consts show on thousands of random sets of
// ints or of strs; mixed sets agree in about 98%).
func constFrozenSet(th *py.Thread, items []py.Value) (*py.FrozenSet, error) {
	rebuilds, strs := 1, 0
	for _, v := range items {
		if _, ok := v.(*py.Str); ok {
			strs++
		}
	}
	if strs == len(items) {
		rebuilds = 2
	}
	fs, err := py.NewFrozenSetFrom(th, py.NewTuple(items))
	for ; err == nil && rebuilds > 0; rebuilds-- {
		fs, err = py.NewFrozenSetFrom(th, py.NewTuple(fs.Elements()))
	}
	return fs, err
}

// iterable compiles the iterable of a for loop or a comprehension. There
// CPython's AST optimizer turns a set display of constants into a
// frozenset constant, iterated directly (in that frozenset's order).
func (c *compiler) iterable(e ast.Expr) evalFn {
	s, ok := e.(*ast.Set)
	if !ok {
		return c.expr(e)
	}
	for _, x := range s.Elts {
		if !constFolded(x) {
			return c.expr(e)
		}
	}
	build := c.elements(s.Elts)
	site := c.site(e)
	return func(fr *frame) (py.Value, error) {
		items, err := build(fr, nil)
		if err != nil {
			return nil, err
		}
		fs, err := constFrozenSet(fr.th, items)
		if err != nil {
			return nil, fr.fail(err, site)
		}
		return fs, nil
	}
}

// constFolded reports whether CPython 3.11's AST optimizer turns e into a
// constant: literals, tuples of constants, signed numbers and int
// arithmetic within the optimizer's size limits (128-bit results).
func constFolded(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Constant:
		return true
	case *ast.Tuple:
		for _, el := range x.Elts {
			if !constFolded(el) {
				return false
			}
		}
		return true
	case *ast.UnaryOp:
		v, ok := x.Operand.(*ast.Constant)
		if !ok {
			return false
		}
		switch v.Value.(type) {
		case int64, *big.Int, bool:
			return true
		case float64, complex128:
			return x.Op != ast.Invert
		}
		return x.Op == ast.Not
	case *ast.BinOp:
		a, aok := foldInt(x.Left)
		b, bok := foldInt(x.Right)
		if !aok || !bok {
			return false
		}
		const maxBits = 128
		switch x.Op {
		case ast.Add, ast.Sub, ast.BitOr, ast.BitAnd, ast.BitXor:
			return true
		case ast.FloorDiv, ast.Mod:
			return b.Sign() != 0
		case ast.Mult:
			return a.Sign() == 0 || b.Sign() == 0 || a.BitLen()+b.BitLen() <= maxBits
		case ast.Pow:
			if b.Sign() < 0 {
				return a.Sign() != 0
			}
			return b.Sign() == 0 || (b.IsInt64() && int64(a.BitLen()) <= maxBits/b.Int64())
		case ast.LShift:
			return b.Sign() >= 0 && a.BitLen() <= maxBits && b.IsInt64() && b.Int64() <= int64(maxBits-a.BitLen())
		case ast.RShift:
			return b.Sign() >= 0
		}
	}
	return false
}

// foldInt returns the int value of a constant int operand (a literal or
// a signed literal) for constFolded.
func foldInt(e ast.Expr) (*big.Int, bool) {
	neg := false
	if u, ok := e.(*ast.UnaryOp); ok && (u.Op == ast.USub || u.Op == ast.UAdd) {
		neg, e = u.Op == ast.USub, u.Operand
	}
	c, ok := e.(*ast.Constant)
	if !ok {
		return nil, false
	}
	var z *big.Int
	switch v := c.Value.(type) {
	case int64:
		z = big.NewInt(v)
	case *big.Int:
		z = new(big.Int).Set(v)
	case bool:
		z = big.NewInt(0)
		if v {
			z.SetInt64(1)
		}
	default:
		return nil, false
	}
	if neg {
		z.Neg(z)
	}
	return z, true
}

func (c *compiler) dict(e *ast.Dict) evalFn {
	type entry struct {
		key, value evalFn // key nil: **value
		site       *site
	}
	entries := make([]entry, len(e.Keys)) //krait:alloc-ok sized by the AST of the program (its source is capped by MaxSourceBytes)
	for i, k := range e.Keys {
		if k == nil {
			entries[i] = entry{value: c.expr(e.Values[i]), site: c.site(e.Values[i])}
		} else {
			entries[i] = entry{key: c.expr(k), value: c.expr(e.Values[i]), site: c.site(e)}
		}
	}
	small := len(entries) <= 4
	return func(fr *frame) (py.Value, error) {
		var d *py.Dict
		var err error
		if small {
			d, err = py.NewDictDisplay(fr.th)
		} else {
			d, err = newDict(fr.th)
		}
		if err != nil {
			return nil, err
		}
		for _, en := range entries {
			if en.key == nil {
				m, err := en.value(fr)
				if err != nil {
					return nil, err
				}
				if err := dictMerge(fr.th, d, m); err != nil {
					return nil, fr.fail(err, en.site)
				}
				continue
			}
			k, err := en.key(fr)
			if err != nil {
				return nil, err
			}
			v, err := en.value(fr)
			if err != nil {
				return nil, err
			}
			if err := setItem(fr.th, d, k, v); err != nil {
				return nil, fr.fail(err, en.site)
			}
		}
		return d, nil
	}
}
