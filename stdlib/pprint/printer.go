package pprint

import (
	"maps"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/dataclasses"
)

// printer is one PrettyPrinter run: CPython's algorithm (Lib/pprint.py)
// over krait values.
type printer struct {
	t          *py.Thread
	indentPer  int
	width      int
	depth      int // 0: unlimited
	compact    bool
	sortDicts  bool
	underscore bool
	readable   bool
	recursive  bool
	out        strings.Builder
}

// length is len() of a str.
func length(s string) int { return utf8.RuneCountInString(s) }

// write appends s to the output, charging its memory.
func (p *printer) write(s string) error {
	if err := p.t.Alloc(int64(len(s))); err != nil {
		return err
	}
	p.out.WriteString(s)
	return nil
}

// reprOwner returns the class whose __repr__ type(obj).__repr__ is: the
// first user class of the MRO defining one, else the built-in type
// implementing it.
func reprOwner(typ *py.Type) *py.Type {
	for _, c := range typ.MRO {
		if c.IsBuiltin() {
			return c
		}
		if c.Dict.GetStr("__repr__") != nil {
			return c
		}
	}
	return py.ObjectType
}

// collectionsClass returns the name of the collections class owning the
// repr, or "".
func collectionsClass(owner *py.Type) string {
	if owner.Module != "collections" || owner.IsBuiltin() {
		return ""
	}
	switch owner.Name {
	case "Counter", "OrderedDict", "defaultdict", "deque", "ChainMap":
		return owner.Name
	}
	return ""
}

// baseOf returns the built-in part of a subclass instance, or v.
func baseOf(v py.Value) py.Value {
	if in, ok := v.(*py.Instance); ok && in.Base != nil {
		return in.Base
	}
	return v
}

// recursionText is pprint's marker for a container seen again.
func recursionText(obj py.Value) string {
	return "<Recursion on " + obj.Type().Name + " with id=" + itoa(py.Id(obj)) + ">"
}

func itoa(n int64) string {
	s, _ := py.Repr(nil, py.NewInt(n))
	return s
}

// lessSafe is _safe_key's <: the values' own <, or on TypeError the
// names of their types (then identities).
func lessSafe(t *py.Thread, a, b py.Value) (bool, error) {
	lt, err := py.CompareBool(t, py.Lt, a, b)
	if err == nil {
		return lt, nil
	}
	if ex, ok := err.(*py.Exception); !ok || !ex.Matches(py.TypeErrorType) {
		return false, err
	}
	ta, err := py.ToStr(t, a.Type())
	if err != nil {
		return false, err
	}
	tb, err := py.ToStr(t, b.Type())
	if err != nil {
		return false, err
	}
	if ta != tb {
		return ta < tb, nil
	}
	return py.Id(a) < py.Id(b), nil
}

// dictItems returns a dict's items, sorted by key when sort_dicts is on.
func (p *printer) dictItems(d *py.Dict) ([][2]py.Value, error) {
	items := d.Items()
	if err := p.t.Charge(int64(len(items))); err != nil {
		return nil, err
	}
	if !p.sortDicts {
		return items, nil
	}
	keys := make([]py.Value, len(items))
	for i, kv := range items {
		keys[i] = kv[0]
	}
	order, err := sortedOrder(p.t, keys)
	if err != nil {
		return nil, err
	}
	out := make([][2]py.Value, len(items))
	for i, k := range order {
		out[i] = items[k]
	}
	return out, nil
}

// sortedOrder returns the positions of values in stable sorted order.
func sortedOrder(t *py.Thread, values []py.Value) ([]int, error) {
	idx := make([]int, len(values))
	for i := range idx {
		idx[i] = i
	}
	var failure error
	sort.SliceStable(idx, func(i, j int) bool {
		if failure != nil {
			return false
		}
		if err := t.Tick(); err != nil {
			failure = err
			return false
		}
		lt, err := lessSafe(t, values[idx[i]], values[idx[j]])
		if err != nil {
			failure = err
		}
		return lt
	})
	return idx, failure
}

// safeRepr is PrettyPrinter._safe_repr: the repr with nested containers
// formatted recursively (sorted dicts, depth limit, recursion markers),
// whether it is readable, and whether it is recursive.
func (p *printer) safeRepr(obj py.Value, ctx py.IdentitySet, maxlevels, level int) (string, bool, bool, error) {
	if err := p.t.Tick(); err != nil {
		return "", false, false, err
	}
	typ := obj.Type()
	switch typ {
	case py.StrType, py.BytesType, py.ByteArrayType, py.FloatType, py.ComplexType, py.BoolType, py.NoneTypeType:
		r, err := py.Repr(p.t, obj)
		return r, true, false, err
	}
	owner := reprOwner(typ)
	switch {
	case owner == py.IntType:
		if p.underscore {
			r, err := py.Format(p.t, baseOf(obj), "_d")
			return r, true, false, err
		}
		r, err := py.Repr(p.t, obj)
		return r, true, false, err
	case owner == py.DictType:
		d := baseOf(obj).(*py.Dict)
		if d.Len() == 0 {
			return "{}", true, false, nil
		}
		if maxlevels > 0 && level >= maxlevels {
			return "{...}", false, ctx.Has(obj), nil
		}
		if ctx.Has(obj) {
			return recursionText(obj), false, true, nil
		}
		if err := p.t.EnterData(" while getting the repr of an object"); err != nil {
			return "", false, false, err
		}
		defer p.t.LeaveData()
		ctx.Add(obj)
		readable, recursive := true, false
		items, err := p.dictItems(d)
		if err != nil {
			return "", false, false, err
		}
		parts := make([]string, 0, len(items))
		for _, kv := range items {
			kr, kread, krec, err := p.safeRepr(kv[0], ctx, maxlevels, level+1)
			if err != nil {
				return "", false, false, err
			}
			vr, vread, vrec, err := p.safeRepr(kv[1], ctx, maxlevels, level+1)
			if err != nil {
				return "", false, false, err
			}
			// The parts are held until joined: charge them as they come.
			if err := p.t.Alloc(int64(len(kr) + len(vr) + 2)); err != nil {
				return "", false, false, err
			}
			parts = append(parts, kr+": "+vr)
			readable = readable && kread && vread
			recursive = recursive || krec || vrec
		}
		ctx.Remove(obj)
		text, err := joinCharged(p.t, "{", parts, "}")
		return text, readable, recursive, err
	case owner == py.ListType || owner == py.TupleType:
		var items []py.Value
		var format [2]string
		if owner == py.ListType {
			items = baseOf(obj).(*py.List).Items()
			if len(items) == 0 {
				return "[]", true, false, nil
			}
			format = [2]string{"[", "]"}
		} else {
			items = baseOf(obj).(*py.Tuple).Items()
			switch len(items) {
			case 0:
				return "()", true, false, nil
			case 1:
				format = [2]string{"(", ",)"}
			default:
				format = [2]string{"(", ")"}
			}
		}
		if maxlevels > 0 && level >= maxlevels {
			return format[0] + "..." + format[1], false, ctx.Has(obj), nil
		}
		if ctx.Has(obj) {
			return recursionText(obj), false, true, nil
		}
		if err := p.t.EnterData(" while getting the repr of an object"); err != nil {
			return "", false, false, err
		}
		defer p.t.LeaveData()
		ctx.Add(obj)
		readable, recursive := true, false
		parts := make([]string, 0, len(items))
		for _, it := range items {
			r, read, rec, err := p.safeRepr(it, ctx, maxlevels, level+1)
			if err != nil {
				return "", false, false, err
			}
			if err := p.t.Alloc(int64(len(r))); err != nil {
				return "", false, false, err
			}
			parts = append(parts, r)
			readable = readable && read
			recursive = recursive || rec
		}
		ctx.Remove(obj)
		text, err := joinCharged(p.t, format[0], parts, format[1])
		return text, readable, recursive, err
	}
	r, err := py.Repr(p.t, obj)
	return r, r != "" && !strings.HasPrefix(r, "<"), false, err
}

// joinCharged returns open + ", ".join(parts) + close, built by a charged
// builder.
func joinCharged(t *py.Thread, open string, parts []string, close string) (string, error) {
	b := py.NewTextBuilder(t)
	if err := b.WriteString(open); err != nil {
		return "", err
	}
	for i, s := range parts {
		if i > 0 {
			if err := b.WriteString(", "); err != nil {
				return "", err
			}
		}
		if err := b.WriteString(s); err != nil {
			return "", err
		}
	}
	if err := b.WriteString(close); err != nil {
		return "", err
	}
	return b.String(), nil
}

// repr is PrettyPrinter._repr: safeRepr with a copy of the context,
// recording readability and recursion.
func (p *printer) repr(obj py.Value, ctx py.IdentitySet, level int) (string, error) {
	r, readable, recursive, err := p.safeRepr(obj, maps.Clone(ctx), p.depth, level)
	if !readable {
		p.readable = false
	}
	if recursive {
		p.recursive = true
	}
	return r, err
}

// format is PrettyPrinter._format: the repr when it fits, else the
// multi-line layout of the object's kind.
func (p *printer) format(obj py.Value, indent, allowance int, ctx py.IdentitySet, level int) error {
	if ctx.Has(obj) {
		p.recursive, p.readable = true, false
		return p.write(recursionText(obj))
	}
	rep, err := p.repr(obj, ctx, level)
	if err != nil {
		return err
	}
	if length(rep) > p.width-indent-allowance {
		if layout := p.layout(obj); layout != nil {
			if err := p.t.EnterData(" while getting the repr of an object"); err != nil {
				return err
			}
			defer p.t.LeaveData()
			ctx.Add(obj)
			err := layout(obj, indent, allowance, ctx, level+1)
			ctx.Remove(obj)
			return err
		}
	}
	return p.write(rep)
}

// layoutFunc lays out one kind of object over several lines.
type layoutFunc func(obj py.Value, indent, allowance int, ctx py.IdentitySet, level int) error

// layout returns the multi-line printer of obj's kind (pprint's
// _dispatch, keyed by the owner of type(obj).__repr__), or nil.
func (p *printer) layout(obj py.Value) layoutFunc {
	owner := reprOwner(obj.Type())
	switch owner {
	case py.DictType:
		return p.pprintDict
	case py.ListType:
		return p.pprintList
	case py.TupleType:
		return p.pprintTuple
	case py.SetType, py.FrozenSetType:
		return p.pprintSet
	case py.StrType:
		return p.pprintStr
	case py.BytesType:
		return p.pprintBytes
	case py.ByteArrayType:
		return p.pprintByteArray
	}
	switch collectionsClass(owner) {
	case "OrderedDict":
		return p.pprintOrderedDict
	case "defaultdict":
		return p.pprintDefaultDict
	case "Counter":
		return p.pprintCounter
	case "ChainMap":
		return p.pprintChainMap
	case "deque":
		return p.pprintDeque
	}
	if names, ok := dataclasses.ReprFields(obj); ok {
		return p.pprintDataclass(names)
	}
	return nil
}

// isSpace is \s for str patterns.
func isSpace(r rune) bool { return unicode.IsSpace(r) || (r >= 0x1c && r <= 0x1f) }
