package interp

import "github.com/kraitpy/krait/py"

// maxBoundKw is the most keyword arguments a method call binds straight
// into the new frame; calls with more take the generic path.
const maxBoundKw = 4

// bindSlots works out, without evaluating anything, where the arguments
// of a call obj.m(a1, ..., an, k1=v1, ...) go in the frame of method f
// (first is 1: self goes to the first slot) or of a call f(a1, ..., an,
// k1=v1, ...) of function f (first is 0): the n positional values to the
// next slots, each keyword value to the slot of its parameter, the rest
// from the defaults. It applies to functions with only
// positional-or-keyword parameters (no *args, **kwargs or keyword-only
// ones) and succeeds only when the call binds without an error; otherwise
// ok is false and the generic path reports the error. kwSlots must have
// room for len(names) slots.
func bindSlots(f *Function, first, n int, names []string, kwSlots []int) (ok bool) {
	c := f.code
	npos := len(c.posNames)
	n += first
	if c.varargs >= 0 || c.varkw >= 0 || len(c.kwonlyNames) > 0 || c.generator || n > npos {
		return false
	}
	filled := n
	for i, name := range names {
		j := -1
		for k := c.posonly; k < npos; k++ {
			if c.posNames[k] == name {
				j = k
				break
			}
		}
		if j < n {
			return false // unknown, positional-only or given twice
		}
		kwSlots[i] = j
		filled++
	}
	// Every slot between the positional ones and the first default must
	// be given by a keyword.
	firstDefault := npos - len(f.defaults)
	for k := n; k < firstDefault; k++ {
		given := false
		for _, j := range kwSlots[:len(names)] {
			if j == k {
				given = true
				break
			}
		}
		if !given {
			return false
		}
	}
	return filled <= npos
}

// callMethodBound calls method f on self (or function f, when self is
// nil) with positional and keyword argument expressions whose slots
// bindSlots found: the values go straight into the new frame (no
// argument slice, no keyword list) and the defaults fill the other
// parameters. With clean, the call is the whole value of its statement:
// the caller's Go code then holds only f and the new frame (which holds
// self), and the frame is entered clean (see memory.go).
func (fr *frame) callMethodBound(f *Function, self py.Value, args []evalFn, kwvals []evalFn, kwSlots []int, site *site, clean bool) (py.Value, error) {
	if err := fr.th.Tick(); err != nil {
		return nil, err
	}
	in := fr.in
	nf, err := in.newFrame(fr.th, f.code, f.globals)
	if err != nil {
		return nil, fr.fail(err, site)
	}
	first := 0
	if self != nil {
		nf.locals[0] = self
		first = 1
	}
	for i, a := range args {
		v, err := a(fr)
		if err != nil {
			in.release(nf)
			return nil, err
		}
		nf.locals[i+first] = v
	}
	for i, a := range kwvals {
		v, err := a(fr)
		if err != nil {
			in.release(nf)
			return nil, err
		}
		nf.locals[kwSlots[i]] = v
	}
	npos := len(f.code.posNames)
	firstDefault := npos - len(f.defaults)
	for k := max(len(args)+first, firstDefault); k < npos; k++ {
		if nf.locals[k] == nil {
			nf.locals[k] = f.defaults[k-firstDefault]
		}
	}
	if clean {
		return fr.callClean(f, nf, site)
	}
	if err := fr.th.Enter(); err != nil {
		in.release(nf)
		return nil, fr.fail(err, site)
	}
	fr.line = site.pos.Lineno
	v, err := f.run(nf)
	fr.th.Leave()
	in.release(nf)
	if err != nil {
		return nil, fr.fail(err, site)
	}
	return v, nil
}

// constructDirect is cls(a1, ..., an) for a class whose construction is
// object.__new__ then a Python __init__ taking exactly self and n
// positional arguments: the instance is made and __init__ runs on it
// without argument slices or the generic call protocol.
func (fr *frame) constructDirect(cls *py.Type, init *Function, args []evalFn, site *site) (py.Value, error) {
	if err := fr.th.Tick(); err != nil {
		return nil, err
	}
	inst, err := py.NewPlainInstance(fr.th, cls)
	if err != nil {
		return nil, fr.fail(err, site)
	}
	r, err := fr.callMethodBound(init, inst, args, nil, nil, site, false)
	if err != nil {
		return nil, err
	}
	if r != py.None {
		return nil, fr.fail(py.NewTypeError("__init__() should return None, not '%s'", typeName(r)), site)
	}
	py.NoteInstanceAttrs(inst)
	return inst, nil
}
