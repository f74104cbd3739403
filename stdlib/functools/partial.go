package functools

import (
	"strings"

	"github.com/kraitpy/krait/py"
)

// partialState is the built-in part of a partial object: the function
// and the frozen arguments.
type partialState struct {
	fn       py.Value
	args     []py.Value
	keywords *py.Dict
}

// Type returns object: the state is never seen by Python code.
func (*partialState) Type() *py.Type { return py.ObjectType }

// stateOf returns the state of a partial object (an empty partial of
// None for an instance made without partial.__new__).
func stateOf(self py.Value) *partialState {
	if in, ok := self.(*py.Instance); ok {
		if s, ok := in.Base.(*partialState); ok {
			return s
		}
	}
	return &partialState{fn: py.None, keywords: py.NewDict()}
}

// newPartialClass creates the partial class.
func (m *module) newPartialClass(t *py.Thread) (*py.Type, error) {
	cls, err := m.makePartialClass(t)
	if err != nil {
		return nil, err
	}
	// partial[int] is a generic alias. The function is set after the
	// class exists, bound to it (py binds an implicit classmethod
	// __class_getitem__ to the metaclass).
	cls.Dict.SetStr("__class_getitem__", py.NewBuiltin("__class_getitem__", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) != 1 || len(kwargs) > 0 {
			return nil, py.NewTypeError("__class_getitem__() takes exactly one argument")
		}
		params := []py.Value{args[0]}
		if tu, ok := args[0].(*py.Tuple); ok {
			var err error
			if params, err = py.CopyValues(t, tu.Items()); err != nil {
				return nil, err
			}
		}
		return &py.GenericAlias{Origin: cls, Args: params}, nil
	}))
	return cls, nil
}

// makePartialClass creates the partial class itself.
func (m *module) makePartialClass(t *py.Thread) (*py.Type, error) {
	getter := func(name string, get func(s *partialState) py.Value) *py.Property {
		return &py.Property{Name: name, Get: py.NewBuiltin(name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return get(stateOf(args[0])), nil
		})}
	}
	cls, err := newClass(t, "partial",
		map[string]py.BuiltinFunc{
			"__call__": partialCall,
			"__repr__": partialRepr,
		},
		map[string]py.BuiltinFunc{"__new__": m.partialNew},
		map[string]py.Value{
			"func": getter("func", func(s *partialState) py.Value { return s.fn }),
			// The tuple shares the frozen arguments (never changed once
			// the partial is made; the full slice expression keeps an
			// append from writing past them): reading p.args in a loop
			// copied every argument uncharged.
			"args": getter("args", func(s *partialState) py.Value { return py.NewTuple(s.args[:len(s.args):len(s.args)]) }),
			"keywords": getter("keywords", func(s *partialState) py.Value {
				d, _ := s.keywords.Copy(nil)
				return d
			}),
		})
	if err != nil {
		return nil, err
	}
	cls.TpName = "functools.partial" // a C type in CPython: errors name it so
	return cls, nil
}

// partialNew is partial(func, /, *args, **keywords); a partial of an
// exact partial is flattened, as in CPython.
func (m *module) partialNew(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	cls := args[0].(*py.Type)
	args = args[1:]
	if len(args) == 0 {
		return nil, py.NewTypeError("type 'partial' takes at least one argument")
	}
	fn := args[0]
	if !py.IsCallable(fn) {
		return nil, py.NewTypeError("the first argument must be callable")
	}
	st := &partialState{fn: fn, keywords: py.NewDict()}
	var frozen []py.Value
	if in, ok := fn.(*py.Instance); ok && in.Class == m.partial && cls == m.partial {
		inner := stateOf(in)
		// Flattening copies the inner partial's arguments: a loop of
		// f = partial(f, x) copies n(n+1)/2 of them in all. The copy
		// is charged by JoinValues below; the keywords here.
		n := len(inner.args) + len(args) + inner.keywords.Len()
		if err := t.Alloc(int64(48 * inner.keywords.Len())); err != nil {
			return nil, err
		}
		if err := t.ChargeItems(n); err != nil {
			return nil, err
		}
		st.fn = inner.fn
		frozen = inner.args
		for _, kv := range inner.keywords.Items() {
			st.keywords.SetStr(kv[0].(*py.Str).String(), kv[1])
		}
	}
	all, err := py.JoinValues(t, frozen, args[1:])
	if err != nil {
		return nil, err
	}
	st.args = all
	if err := t.Alloc(int64(64 + 48*len(kwargs))); err != nil {
		return nil, err
	}
	for _, kw := range kwargs {
		st.keywords.SetStr(kw.Name, kw.Value)
	}
	return &py.Instance{Class: cls, Dict: py.NewDict(), Base: st}, nil
}

// partialCall calls the function with the frozen arguments first.
func partialCall(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	s := stateOf(self)
	// Each call copies the frozen arguments: charged, or a loop calling a
	// partial of many arguments does work no budget sees.
	if err := t.Alloc(int64(16 * (len(s.args) + len(args)))); err != nil {
		return nil, err
	}
	all := make([]py.Value, 0, len(s.args)+len(args))
	all = append(all, s.args...)
	all = append(all, args...)
	var kws []py.Kwarg
	if s.keywords.Len() > 0 {
		merged, err := s.keywords.Copy(t)
		if err != nil {
			return nil, err
		}
		for _, kw := range kwargs {
			merged.SetStr(kw.Name, kw.Value)
		}
		for _, kv := range merged.Items() {
			kws = append(kws, py.Kwarg{Name: kv[0].(*py.Str).String(), Value: kv[1]})
		}
	} else {
		kws = kwargs
	}
	return py.Call(t, s.fn, all, kws)
}

// partialRepr is functools.partial(func, arg..., key=value...).
func partialRepr(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	s := stateOf(self)
	parts := []string{}
	for i := -1; i < len(s.args); i++ {
		v := s.fn
		if i >= 0 {
			v = s.args[i]
		}
		r, err := py.Repr(t, v)
		if err != nil {
			return nil, err
		}
		parts = append(parts, r)
	}
	for _, kv := range s.keywords.Items() {
		r, err := py.Repr(t, kv[1])
		if err != nil {
			return nil, err
		}
		parts = append(parts, kv[0].(*py.Str).String()+"="+r)
	}
	typ := self.Type()
	return py.NewStr(typ.Module + "." + typ.QualName() + "(" + strings.Join(parts, ", ") + ")"), nil
}
