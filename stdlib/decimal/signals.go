package decimal

import (
	"strings"

	"github.com/cockroachdb/apd/v3"
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
)

// The status and trap bits of a context, in libmpdec's order, which
// Context's repr lists them in.
const (
	sClamped uint32 = 1 << iota
	sConversionSyntax
	sDivisionByZero
	sDivisionImpossible
	sDivisionUndefined
	sFpuError
	sInexact
	sInvalidContext
	sInvalidOperation
	sMallocError
	sFloatOperation
	sOverflow
	sRounded
	sSubnormal
	sUnderflow
	numBits = iota

	// ieeeInvalid is every condition the InvalidOperation signal covers.
	ieeeInvalid = sConversionSyntax | sDivisionImpossible | sDivisionUndefined | sFpuError | sInvalidContext | sInvalidOperation | sMallocError
	// defaultTraps are DefaultContext's traps.
	defaultTraps = ieeeInvalid | sDivisionByZero | sOverflow
)

// bitNames names each bit as Context's repr does.
var bitNames = [numBits]string{"Clamped", "InvalidOperation", "DivisionByZero", "InvalidOperation", "InvalidOperation",
	"InvalidOperation", "Inexact", "InvalidOperation", "InvalidOperation", "InvalidOperation", "FloatOperation",
	"Overflow", "Rounded", "Subnormal", "Underflow"}

// signalNames are the signals, in the order of a SignalDict and of the
// choice of the exception a trap raises.
var signalNames = [9]string{"InvalidOperation", "FloatOperation", "DivisionByZero", "Overflow", "Underflow", "Subnormal", "Inexact", "Rounded", "Clamped"}

// signalBits are the bits of each signal of signalNames.
var signalBits = [9]uint32{ieeeInvalid, sFloatOperation, sDivisionByZero, sOverflow, sUnderflow, sSubnormal, sInexact, sRounded, sClamped}

// condNames are the InvalidOperation conditions a trap lists before the
// other signals, with their bits.
var condNames = [5]string{"InvalidOperation", "ConversionSyntax", "DivisionImpossible", "DivisionUndefined", "InvalidContext"}
var condBits = [5]uint32{sInvalidOperation, sConversionSyntax, sDivisionImpossible, sDivisionUndefined, sInvalidContext}

// ctxState is a context's flags and traps (held in its dict, invisible
// to Python code as the Decimal box is).
type ctxState struct{ status, traps uint32 }

// Type returns object (the state is never visible to Python code).
func (*ctxState) Type() *py.Type { return py.ObjectType }

// MemRefs counts the state for the memory walk.
func (*ctxState) MemRefs(w *py.MemWalk) { w.Add(16) }

// stateOf returns the flags and traps of a context.
func stateOf(c *py.Instance) *ctxState {
	if s, ok := c.Dict.GetStr("_state").(*ctxState); ok {
		return s
	}
	s := &ctxState{traps: defaultTraps}
	c.Dict.SetStr("_state", s)
	return s
}

// setState gives a context its own state and the flags and traps
// SignalDicts that show it.
func (m *module) setState(c *py.Instance, s *ctxState) {
	c.Dict.SetStr("_state", s)
	c.Dict.SetStr("flags", &py.Instance{Class: m.sigDict, Dict: dictWith("_s", &sigView{s: s})})
	c.Dict.SetStr("traps", &py.Instance{Class: m.sigDict, Dict: dictWith("_s", &sigView{s: s, traps: true})})
}

func dictWith(k string, v py.Value) *py.Dict {
	d := py.NewDict()
	d.SetStr(k, v)
	return d
}

// sigView is what a SignalDict shows: a context's flags or its traps.
type sigView struct {
	s     *ctxState
	traps bool
}

// Type returns object (never visible to Python code).
func (*sigView) Type() *py.Type { return py.ObjectType }

// MemRefs counts the view and the state it shows for the memory walk.
func (v *sigView) MemRefs(w *py.MemWalk) {
	w.Add(24)
	w.Visit(v.s)
}

func (v *sigView) bits() *uint32 {
	if v.traps {
		return &v.s.traps
	}
	return &v.s.status
}

// statusOf turns apd's conditions into status bits as libmpdec sets them.
func statusOf(c apd.Condition) uint32 {
	var s uint32
	for _, p := range []struct {
		c apd.Condition
		s uint32
	}{{apd.Clamped, sClamped}, {apd.DivisionByZero, sDivisionByZero}, {apd.DivisionImpossible, sDivisionImpossible},
		{apd.DivisionUndefined, sDivisionUndefined}, {apd.Inexact, sInexact}, {apd.Overflow, sOverflow},
		{apd.Rounded, sRounded}, {apd.Subnormal, sSubnormal}, {apd.Underflow, sUnderflow}, {apd.SystemOverflow, sOverflow},
		{apd.SystemUnderflow, sUnderflow}} {
		if c&p.c != 0 {
			s |= p.s
		}
	}
	if c&apd.InvalidOperation != 0 && s&(sDivisionImpossible|sDivisionUndefined) == 0 {
		s |= sInvalidOperation
	}
	return s
}

// addStatus records conditions in the current context's flags and, when
// one is trapped, raises what CPython raises: the first trapped signal's
// class, with the list of the trapped conditions.
func (m *module) addStatus(s uint32) error {
	st := stateOf(m.current)
	st.status |= s
	trapped := s & st.traps
	if trapped == 0 {
		return nil
	}
	var cls *py.Type
	for i, b := range signalBits {
		if trapped&b != 0 {
			cls = m.signals[signalNames[i]]
			break
		}
	}
	var list []py.Value
	for i, b := range condBits {
		if trapped&b != 0 {
			list = append(list, m.signals[condNames[i]]) //krait:alloc-ok at most 13 entries: one per condition and signal
		}
	}
	for i, b := range signalBits[1:] {
		if trapped&b != 0 {
			list = append(list, m.signals[signalNames[i+1]]) //krait:alloc-ok at most 13 entries: one per condition and signal
		}
	}
	return py.NewExceptionArgs(cls, py.NewList(list))
}

// listBits writes bits as Context's repr lists them.
func listBits(bits uint32) string {
	var names []string
	invalidDone := false
	for j := 0; j < numBits; j++ {
		f := bits & (1 << j)
		if f == 0 {
			continue
		}
		if f&ieeeInvalid != 0 {
			if invalidDone {
				continue
			}
			invalidDone = true
		}
		names = append(names, bitNames[j])
	}
	return "[" + strings.Join(names, ", ") + "]"
}

// signalBitsOf returns the bits of a signal class used as a SignalDict
// key, or a KeyError naming the valid signals.
func (m *module) signalBitsOf(k py.Value) (uint32, error) {
	for i, n := range signalNames {
		if k == m.signals[n] {
			return signalBits[i], nil
		}
	}
	return 0, py.NewException(py.KeyErrorType, "valid values for signals are:\n  [InvalidOperation, FloatOperation, DivisionByZero,\n   Overflow, Underflow, Subnormal, Inexact, Rounded,\n   Clamped]")
}

// bitsFromArg reads the flags= or traps= argument of Context(): a list
// of signals, or a dict with every signal.
func (m *module) bitsFromArg(t *py.Thread, v py.Value) (uint32, error) {
	if d, ok := v.(*py.Dict); ok {
		if d.Len() != len(signalNames) {
			return 0, py.NewException(py.KeyErrorType, "invalid signal dict")
		}
		var bits uint32
		for i, n := range signalNames {
			x, ok, err := d.Get(t, m.signals[n])
			if err != nil {
				return 0, err
			}
			if !ok {
				return 0, py.NewException(py.KeyErrorType, "invalid signal dict")
			}
			on, err := py.Truth(t, x)
			if err != nil {
				return 0, err
			}
			if on {
				bits |= signalBits[i]
			}
		}
		return bits, nil
	}
	items, err := py.Items(t, v)
	if err != nil {
		return 0, err
	}
	var bits uint32
	for _, x := range items {
		b, err := m.signalBitsOf(x)
		if err != nil {
			return 0, err
		}
		bits |= b
	}
	return bits, nil
}

// newSignalDict makes the SignalDict class: a context's flags or traps
// as a mapping from the nine signals to bools.
func (m *module) newSignalDict(t *py.Thread) (*py.Type, error) {
	view := func(self py.Value) *sigView {
		if in, ok := self.(*py.Instance); ok && in.Dict != nil {
			if v, ok := in.Dict.GetStr("_s").(*sigView); ok {
				return v
			}
		}
		return &sigView{s: &ctxState{}}
	}
	get := func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckExactlyOne("__getitem__", args, kwargs); err != nil {
			return nil, err
		}
		b, err := m.signalBitsOf(args[0])
		if err != nil {
			return nil, err
		}
		return py.NewBool(*view(self).bits()&b != 0), nil
	}
	items := func(self py.Value) []py.Value {
		v := view(self)
		out := make([]py.Value, len(signalNames))
		for i, n := range signalNames {
			out[i] = py.NewTuple([]py.Value{m.signals[n], py.NewBool(*v.bits()&signalBits[i] != 0)})
		}
		return out
	}
	keys := func() []py.Value {
		out := make([]py.Value, len(signalNames))
		for i, n := range signalNames {
			out[i] = m.signals[n]
		}
		return out
	}
	toDict := func(t *py.Thread, self py.Value) (*py.Dict, error) {
		d := py.NewDict()
		for _, it := range items(self) {
			kv := it.(*py.Tuple).Items()
			if err := d.Set(t, kv[0], kv[1]); err != nil {
				return nil, err
			}
		}
		return d, nil
	}
	return goclass.New(t, goclass.Spec{
		Module: "decimal",
		Name:   "SignalDict",
		Methods: []goclass.Method{
			{Name: "__getitem__", Fn: get},
			{Name: "__setitem__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				if len(args) != 2 || len(kwargs) != 0 {
					return nil, py.NewTypeError("__setitem__ expected 2 arguments")
				}
				b, err := m.signalBitsOf(args[0])
				if err != nil {
					return nil, err
				}
				on, err := py.Truth(t, args[1])
				if err != nil {
					return nil, err
				}
				p := view(self).bits()
				if on {
					*p |= b
				} else {
					*p &^= b
				}
				return py.None, nil
			}},
			{Name: "__delitem__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				return nil, py.NewValueError("signal keys cannot be deleted")
			}},
			{Name: "__len__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				return py.NewInt(int64(len(signalNames))), nil
			}},
			{Name: "__iter__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				return py.IterObject(t, py.NewList(keys()))
			}},
			{Name: "__contains__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				if err := py.CheckExactlyOne("__contains__", args, kwargs); err != nil {
					return nil, err
				}
				_, err := m.signalBitsOf(args[0])
				return py.NewBool(err == nil), nil
			}},
			{Name: "keys", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				return py.NewList(keys()), nil
			}},
			{Name: "values", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				v := view(self)
				out := make([]py.Value, len(signalNames))
				for i := range signalNames {
					out[i] = py.NewBool(*v.bits()&signalBits[i] != 0)
				}
				return py.NewList(out), nil
			}},
			{Name: "items", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				return py.NewList(items(self)), nil
			}},
			{Name: "get", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				if len(args) < 1 || len(args) > 2 {
					return nil, py.NewTypeError("get expected 1 or 2 arguments")
				}
				b, err := m.signalBitsOf(args[0])
				if err != nil {
					if len(args) == 2 {
						return args[1], nil
					}
					return py.None, nil
				}
				return py.NewBool(*view(self).bits()&b != 0), nil
			}},
			{Name: "copy", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				return toDict(t, self)
			}},
			{Name: "__eq__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				if err := py.CheckExactlyOne("__eq__", args, kwargs); err != nil {
					return nil, err
				}
				a, err := toDict(t, self)
				if err != nil {
					return nil, err
				}
				o := args[0]
				if in, ok := o.(*py.Instance); ok && in.Class == m.sigDict {
					if o, err = toDict(t, in); err != nil {
						return nil, err
					}
				}
				eq, err := py.Equal(t, a, o)
				return py.NewBool(eq), err
			}},
			{Name: "__repr__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
				v := view(self)
				parts := make([]string, len(signalNames))
				for i, n := range signalNames {
					b := "False"
					if *v.bits()&signalBits[i] != 0 {
						b = "True"
					}
					parts[i] = "<class 'decimal." + n + "'>:" + b
				}
				return py.NewStr("{" + strings.Join(parts, ", ") + "}"), nil
			}},
		},
	})
}
