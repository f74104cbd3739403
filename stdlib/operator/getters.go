package operator

import (
	"strings"

	"github.com/kraitpy/krait/py"
)

// newType makes the type object of one of the operator callables.
func newType(name string) *py.Type {
	t := py.NewBuiltinType(name, py.ObjectType)
	t.Module = "operator"
	return t
}

// The callable types. They are built at init and never modified after.
var (
	ItemGetterType   = newType("itemgetter")
	AttrGetterType   = newType("attrgetter")
	MethodCallerType = newType("methodcaller")
)

func init() {
	ItemGetterType.New = newItemGetter
	AttrGetterType.New = newAttrGetter
	MethodCallerType.New = newMethodCaller
}

// itemGetter is itemgetter(*items).
type itemGetter struct {
	items []py.Value
}

// Type returns operator.itemgetter.
func (*itemGetter) Type() *py.Type { return ItemGetterType }

func newItemGetter(t *py.Thread, typ *py.Type, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.NoKwargs("itemgetter", kwargs); err != nil {
		return nil, err
	}
	if len(args) == 0 {
		return nil, py.NewTypeError("itemgetter expected 1 argument, got 0")
	}
	items, err := py.CopyValues(t, args)
	if err != nil {
		return nil, err
	}
	return &itemGetter{items: items}, nil
}

// Call returns obj[item], or a tuple of obj[item] for several items.
func (g *itemGetter) Call(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("itemgetter", args, kwargs, 1, 1); err != nil {
		return nil, err
	}
	if len(g.items) == 1 {
		return py.GetItem(t, args[0], g.items[0])
	}
	out := make([]py.Value, len(g.items))
	for i, k := range g.items {
		v, err := py.GetItem(t, args[0], k)
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return py.NewTuple(out), nil
}

// PyRepr returns operator.itemgetter(1, 2).
func (g *itemGetter) PyRepr(t *py.Thread) (string, error) {
	return reprCall(t, "operator.itemgetter", g.items, nil)
}

// reprCall formats name(arg, ..., key=value).
func reprCall(t *py.Thread, name string, args []py.Value, kwargs []py.Kwarg) (string, error) {
	parts := make([]string, 0, len(args)+len(kwargs))
	for _, a := range args {
		r, err := py.Repr(t, a)
		if err != nil {
			return "", err
		}
		parts = append(parts, r)
	}
	for _, kw := range kwargs {
		r, err := py.Repr(t, kw.Value)
		if err != nil {
			return "", err
		}
		parts = append(parts, kw.Name+"="+r)
	}
	return name + "(" + strings.Join(parts, ", ") + ")", nil
}

// attrGetter is attrgetter(*attrs); each attr may be dotted.
type attrGetter struct {
	names []string
	paths [][]string
}

// Type returns operator.attrgetter.
func (*attrGetter) Type() *py.Type { return AttrGetterType }

func newAttrGetter(t *py.Thread, typ *py.Type, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.NoKwargs("attrgetter", kwargs); err != nil {
		return nil, err
	}
	if len(args) == 0 {
		return nil, py.NewTypeError("attrgetter expected 1 argument, got 0")
	}
	g := &attrGetter{}
	for _, a := range args {
		s, ok := a.(*py.Str)
		if !ok {
			return nil, py.NewTypeError("attribute name must be a string")
		}
		g.names = append(g.names, s.String())
		path, err := py.SplitCharged(t, s.String(), ".")
		if err != nil {
			return nil, err
		}
		g.paths = append(g.paths, path) //krait:alloc-ok one per argument (args exist)
	}
	return g, nil
}

// getPath follows a dotted attribute path, each step checked by the
// dunder policy.
func getPath(t *py.Thread, obj py.Value, path []string) (py.Value, error) {
	for _, name := range path {
		v, err := py.GetAttrByName(t, obj, name)
		if err != nil {
			return nil, err
		}
		obj = v
	}
	return obj, nil
}

// Call returns obj.attr, or a tuple for several attributes.
func (g *attrGetter) Call(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("attrgetter", args, kwargs, 1, 1); err != nil {
		return nil, err
	}
	if len(g.paths) == 1 {
		return getPath(t, args[0], g.paths[0])
	}
	out := make([]py.Value, len(g.paths))
	for i, p := range g.paths {
		v, err := getPath(t, args[0], p)
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return py.NewTuple(out), nil
}

// PyRepr returns operator.attrgetter('a', 'b.c').
func (g *attrGetter) PyRepr(t *py.Thread) (string, error) {
	args := make([]py.Value, len(g.names))
	for i, n := range g.names {
		args[i] = py.NewStr(n)
	}
	return reprCall(t, "operator.attrgetter", args, nil)
}

// methodCaller is methodcaller(name, /, *args, **kwargs).
type methodCaller struct {
	name   string
	args   []py.Value
	kwargs []py.Kwarg
}

// Type returns operator.methodcaller.
func (*methodCaller) Type() *py.Type { return MethodCallerType }

func newMethodCaller(t *py.Thread, typ *py.Type, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) == 0 {
		return nil, py.NewTypeError("methodcaller needs at least one argument, the method name")
	}
	s, ok := args[0].(*py.Str)
	if !ok {
		return nil, py.NewTypeError("method name must be a string")
	}
	frozen, err := py.CopyValues(t, args[1:])
	if err != nil {
		return nil, err
	}
	if err := t.Alloc(int64(32 * len(kwargs))); err != nil {
		return nil, err
	}
	return &methodCaller{name: s.String(), args: frozen, kwargs: append([]py.Kwarg(nil), kwargs...)}, nil
}

// Call calls obj.name(*args, **kwargs), checked by the dunder policy.
func (m *methodCaller) Call(t *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("methodcaller", args, kwargs, 1, 1); err != nil {
		return nil, err
	}
	return py.CallMethodByName(t, args[0], m.name, m.args, m.kwargs)
}

// PyRepr returns operator.methodcaller('name', arg, key=value).
func (m *methodCaller) PyRepr(t *py.Thread) (string, error) {
	all, err := py.JoinValues(t, []py.Value{py.NewStr(m.name)}, m.args)
	if err != nil {
		return "", err
	}
	return reprCall(t, "operator.methodcaller", all, m.kwargs)
}
