package collections

import (
	"strings"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/pyargs"
)

// keywords are Python 3.11's reserved words, which cannot name fields.
var keywords = map[string]bool{
	"False": true, "None": true, "True": true, "and": true, "as": true, "assert": true, "async": true,
	"await": true, "break": true, "class": true, "continue": true, "def": true, "del": true, "elif": true,
	"else": true, "except": true, "finally": true, "for": true, "from": true, "global": true, "if": true,
	"import": true, "in": true, "is": true, "lambda": true, "nonlocal": true, "not": true, "or": true,
	"pass": true, "raise": true, "return": true, "try": true, "while": true, "with": true, "yield": true,
}

// isIdentifier is str.isidentifier.
func isIdentifier(t *py.Thread, s string) (bool, error) {
	r, err := py.CallMethod(t, py.NewStr(s), "isidentifier", nil, nil)
	if err != nil {
		return false, err
	}
	return r == py.True, nil
}

// tupleGetterType is the type of namedtuple field accessors.
var tupleGetterType = func() *py.Type {
	t := py.NewBuiltinType("_tuplegetter", py.ObjectType)
	t.Module = "collections"
	return t
}()

// fieldGetter reads field number index of a namedtuple; it cannot be
// assigned or deleted.
type fieldGetter struct {
	index int
}

// Type returns _tuplegetter.
func (*fieldGetter) Type() *py.Type { return tupleGetterType }

// DescriptorGet returns the field of instance (the getter itself on the
// class).
func (f *fieldGetter) DescriptorGet(t *py.Thread, instance py.Value, owner *py.Type) (py.Value, error) {
	if instance == nil {
		return f, nil
	}
	items := tupleItems(instance)
	if f.index >= len(items) {
		return nil, py.NewIndexError("tuple index out of range")
	}
	return items[f.index], nil
}

// PyRepr returns _tuplegetter(index, 'Alias for field number index').
func (f *fieldGetter) PyRepr(t *py.Thread) (string, error) {
	return "_tuplegetter(" + itoa(f.index) + ", 'Alias for field number " + itoa(f.index) + "')", nil
}

// DescriptorSet refuses assignment.
func (f *fieldGetter) DescriptorSet(t *py.Thread, instance, value py.Value) error {
	return py.NewAttributeError("can't set attribute")
}

// DescriptorDelete refuses deletion.
func (f *fieldGetter) DescriptorDelete(t *py.Thread, instance py.Value) error {
	return py.NewAttributeError("can't delete attribute")
}

// tupleItems returns the items of a tuple or tuple-subclass instance.
func tupleItems(v py.Value) []py.Value {
	switch x := v.(type) {
	case *py.Tuple:
		return x.Items()
	case *py.Instance:
		if tu, ok := x.Base.(*py.Tuple); ok {
			return tu.Items()
		}
	}
	return nil
}

// tupleClass is what the methods of one namedtuple class need to know.
type tupleClass struct {
	cls      *py.Type
	name     string
	fields   []string
	defaults []py.Value // for the last len(defaults) fields
}

// NewNamedTuple makes a namedtuple class from Go, as
// collections.namedtuple(name, fields, module=module) would (other
// modules use it for their result types, like functools' CacheInfo).
func NewNamedTuple(t *py.Thread, name string, fields []string, moduleName string) (*py.Type, error) {
	names := make([]py.Value, len(fields))
	for i, f := range fields {
		names[i] = py.NewStr(f)
	}
	m := &module{}
	cls, err := m.namedtuple(t, nil, []py.Value{py.NewStr(name), py.NewList(names)}, []py.Kwarg{{Name: "module", Value: py.NewStr(moduleName)}})
	if err != nil {
		return nil, err
	}
	return cls.(*py.Type), nil
}

// namedtuple is collections.namedtuple(typename, field_names, *,
// rename=False, defaults=None, module=None).
func (m *module) namedtuple(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var typename, fieldNames, rename, defaults, modName py.Value = nil, nil, py.False, py.None, py.None
	if err := py.UnpackArgs("namedtuple", args, kwargs, []string{"typename", "field_names", "*rename", "*defaults", "*module"}, 2, &typename, &fieldNames, &rename, &defaults, &modName); err != nil {
		return nil, err
	}
	var names []string
	if s, ok := fieldNames.(*py.Str); ok {
		var err error
		if names, err = py.NameFields(t, s.String()); err != nil {
			return nil, err
		}
	} else {
		vals, err := py.Items(t, fieldNames)
		if err != nil {
			return nil, err
		}
		for _, v := range vals {
			s, err := py.ToStr(t, v)
			if err != nil {
				return nil, err
			}
			names = append(names, s)
		}
	}
	tn, err := py.ToStr(t, typename)
	if err != nil {
		return nil, err
	}
	doRename, err := py.Truth(t, rename)
	if err != nil {
		return nil, err
	}
	if doRename {
		seen := map[string]bool{}
		for i, n := range names {
			ok, err := isIdentifier(t, n)
			if err != nil {
				return nil, err
			}
			if !ok || keywords[n] || strings.HasPrefix(n, "_") || seen[n] {
				names[i] = "_" + itoa(i)
			}
			seen[n] = true
		}
	}
	for i := -1; i < len(names); i++ {
		n := tn
		if i >= 0 {
			n = names[i]
		}
		ok, err := isIdentifier(t, n)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, py.NewValueError("Type names and field names must be valid identifiers: %s", quote(t, n))
		}
		if keywords[n] {
			return nil, py.NewValueError("Type names and field names cannot be a keyword: %s", quote(t, n))
		}
	}
	seen := map[string]bool{}
	for _, n := range names {
		if strings.HasPrefix(n, "_") && !doRename {
			return nil, py.NewValueError("Field names cannot start with an underscore: %s", quote(t, n))
		}
		if seen[n] {
			return nil, py.NewValueError("Encountered duplicate field name: %s", quote(t, n))
		}
		seen[n] = true
	}
	tc := &tupleClass{name: tn, fields: names}
	fieldDefaults := py.NewDict()
	if defaults != py.None {
		dv, err := py.Items(t, defaults)
		if err != nil {
			return nil, err
		}
		if len(dv) > len(names) {
			return nil, py.NewTypeError("Got more default values than field names")
		}
		if tc.defaults, err = py.CopyValues(t, dv); err != nil {
			return nil, err
		}
		for i, v := range dv {
			fieldDefaults.SetStr(names[len(names)-len(dv)+i], v)
		}
	}
	module := "__main__"
	if modName != py.None {
		if module, err = py.ToStr(t, modName); err != nil {
			return nil, err
		}
	}
	if err := t.Alloc(int64(512 + 128*len(names))); err != nil {
		return nil, err
	}
	fieldTuple := make([]py.Value, len(names))
	for i, n := range names {
		fieldTuple[i] = py.NewStr(n)
	}
	ns := py.NewDict()
	ns.SetStr("__doc__", py.NewStr(tn+"("+strings.Join(names, ", ")+")"))
	ns.SetStr("__slots__", py.NewTuple(nil))
	ns.SetStr("_fields", py.NewTuple(fieldTuple))
	ns.SetStr("_field_defaults", fieldDefaults)
	// The methods close over tc (the memory walk measures them through
	// it: py.Builtin.Refs).
	ns.SetStr("__new__", &py.StaticMethod{Func: &py.Builtin{Name: "__new__", Fn: tc.new, Refs: tc}})
	ns.SetStr("_make", &py.ClassMethod{Func: &py.Builtin{Name: "_make", Fn: tc.make, Refs: tc}})
	methods := []*py.Builtin{
		{Name: "_replace", Fn: tc.replace, Refs: tc},
		{Name: "__repr__", Fn: tc.repr, Refs: tc},
		{Name: "_asdict", Fn: tc.asdict, Refs: tc},
		{Name: "__getnewargs__", Refs: tc, Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			return py.NewTupleCopy(t, tupleItems(self))
		}},
	}
	for _, b := range methods {
		ns.SetStr(b.Name, b)
	}
	ns.SetStr("__match_args__", py.NewTuple(fieldTuple))
	for i, n := range names {
		ns.SetStr(n, &fieldGetter{index: i})
	}
	ns.SetStr("__module__", py.NewStr(module))
	cls, err := py.NewClass(t, tn, []*py.Type{py.TupleType}, ns)
	if err != nil {
		return nil, err
	}
	for _, b := range methods {
		b.Owner = cls
	}
	cls.Dict.SetStr("__class_getitem__", classGetItem(cls))
	tc.cls = cls
	return cls, nil
}

// quote returns repr(s).
func quote(t *py.Thread, s string) string {
	r, err := py.Repr(t, py.NewStr(s))
	if err != nil {
		return "'" + s + "'"
	}
	return r
}

// newInstance makes an instance of cls (the namedtuple class or a
// subclass) holding items.
func (tc *tupleClass) newInstance(t *py.Thread, cls *py.Type, items []py.Value) (py.Value, error) {
	if err := t.Alloc(int64(64 + 16*len(items))); err != nil {
		return nil, err
	}
	in := &py.Instance{Class: cls, Base: py.NewTuple(items)}
	if cls != tc.cls && cls.Lookup("__slots__") == tc.cls.Dict.GetStr("__slots__") {
		in.Dict = py.NewDict()
	}
	return in, nil
}

// new is __new__(_cls, field...): arguments are bound to the fields like
// the parameters of a Python function.
func (tc *tupleClass) new(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) == 0 {
		return nil, py.NewTypeError("%s.__new__() missing 1 required positional argument: '_cls'", tc.name)
	}
	cls, ok := args[0].(*py.Type)
	if !ok || !cls.IsSubtype(tc.cls) {
		return nil, py.NewTypeError("%s.__new__(X): X is not a subtype of %s", tc.name, tc.name)
	}
	items, err := pyargs.Bind(tc.name+".__new__", true, tc.fields, len(tc.fields)-len(tc.defaults), args[1:], kwargs)
	if err != nil {
		return nil, err
	}
	firstDefault := len(tc.fields) - len(tc.defaults)
	for i := firstDefault; i < len(items); i++ {
		if items[i] == nil {
			items[i] = tc.defaults[i-firstDefault]
		}
	}
	return tc.newInstance(t, cls, items)
}

func indexOf(names []string, name string) int {
	for i, n := range names {
		if n == name {
			return i
		}
	}
	return -1
}

// make is the class method _make(iterable).
func (tc *tupleClass) make(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) != 2 || len(kwargs) > 0 {
		return nil, py.NewTypeError("%s._make() takes 2 positional arguments but %d were given", tc.name, len(args))
	}
	cls := args[0].(*py.Type)
	items, err := py.Items(t, args[1])
	if err != nil {
		return nil, err
	}
	if len(items) != len(tc.fields) {
		return nil, py.NewTypeError("Expected %d arguments, got %d", len(tc.fields), len(items))
	}
	owned, err := py.CopyValues(t, items)
	if err != nil {
		return nil, err
	}
	return tc.newInstance(t, cls, owned)
}

// replace is _replace(**kwds): a new instance with some fields replaced.
func (tc *tupleClass) replace(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) > 0 {
		return nil, py.NewTypeError("%s._replace() takes 1 positional argument but %d were given", tc.name, len(args)+1)
	}
	items, err := py.CopyValues(t, tupleItems(self))
	if err != nil {
		return nil, err
	}
	used := map[string]bool{}
	for _, kw := range kwargs {
		if i := indexOf(tc.fields, kw.Name); i >= 0 {
			items[i] = kw.Value
			used[kw.Name] = true
		}
	}
	if len(used) < len(kwargs) {
		var bad []py.Value
		for _, kw := range kwargs {
			if !used[kw.Name] {
				bad = append(bad, py.NewStr(kw.Name))
			}
		}
		r, err := py.Repr(t, py.NewList(bad))
		if err != nil {
			return nil, err
		}
		return nil, py.NewValueError("Got unexpected field names: %s", r)
	}
	return tc.newInstance(t, self.Type(), items)
}

// repr is repr(p): Point(x=1, y=2).
func (tc *tupleClass) repr(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	items := tupleItems(self)
	b := py.NewTextBuilder(t)
	if err := b.WriteString(self.Type().Name + "("); err != nil {
		return nil, err
	}
	for i, f := range tc.fields {
		sep := ", "
		if i == 0 {
			sep = ""
		}
		r := ""
		if i < len(items) {
			var err error
			if r, err = py.Repr(t, items[i]); err != nil {
				return nil, err
			}
		}
		for _, part := range [...]string{sep, f, "=", r} {
			if err := b.WriteString(part); err != nil {
				return nil, err
			}
		}
	}
	if err := b.WriteString(")"); err != nil {
		return nil, err
	}
	return b.Str()
}

// asdict is _asdict(): a dict from field names to values.
func (tc *tupleClass) asdict(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	items := tupleItems(self)
	d := py.NewDictSized(len(tc.fields))
	for i, f := range tc.fields {
		if i < len(items) {
			if err := d.Set(t, py.NewStr(f), items[i]); err != nil {
				return nil, err
			}
		}
	}
	return d, nil
}
