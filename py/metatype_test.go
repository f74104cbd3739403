package py

import "testing"

// TestMetatype checks that a Go metatype gives its classes (and their
// subclasses) the class-level protocol of its hooks, and nothing to
// ordinary classes.
func TestMetatype(t *testing.T) {
	th := NewThread(nil, Limits{}, nil)
	members := []Value{NewInt(1), NewInt(2)}
	var inits []string
	meta := NewMetatype("EnumType", "enum", &TypeHooks{
		Init: func(t *Thread, cls *Type, kwargs []Kwarg) ([]Kwarg, error) {
			inits = append(inits, cls.Name)
			return kwargs[:0], nil
		},
		Call: func(t *Thread, cls *Type, args []Value, kwargs []Kwarg) (Value, error) {
			return NewStr("called " + cls.Name), nil
		},
		Iter:     func(t *Thread, cls *Type) (Iterator, error) { return Iterate(t, NewTuple(members)) },
		Len:      func(t *Thread, cls *Type) (int, error) { return len(members), nil },
		Contains: func(t *Thread, cls *Type, v Value) (bool, error) { return Contains(t, NewTuple(members), v) },
		Repr:     func(t *Thread, cls *Type) (string, error) { return "<enum '" + cls.Name + "'>", nil },
		GetItem: func(t *Thread, cls *Type, key Value) (Value, error) {
			return NewTuple([]Value{cls, key}), nil
		},
		SetAttr: func(t *Thread, cls *Type, name string, v Value) error {
			if name == "RED" {
				return NewAttributeError("cannot reassign member 'RED'")
			}
			if v == nil {
				return GenericDelAttr(t, cls, name)
			}
			return GenericSetAttr(t, cls, name, v)
		},
		Dir: func(t *Thread, cls *Type) []string { return []string{"RED"} },
	})
	base, err := NewClass(th, "Enum", nil, NewDict())
	if err != nil {
		t.Fatal(err)
	}
	if err := base.SetMetatype(meta); err != nil {
		t.Fatal(err)
	}
	if err := base.SetMetatype(IntType); err == nil {
		t.Error("SetMetatype accepted a type that is not a metatype")
	}
	color, err := NewClassKw(th, "Color", []*Type{base}, NewDict(), []Kwarg{{Name: "boundary", Value: None}})
	if err != nil {
		t.Fatal(err)
	}
	if len(inits) != 1 || inits[0] != "Color" {
		t.Errorf("Init ran for %v", inits)
	}
	if color.Type() != meta || !color.Type().IsSubtype(TypeType) {
		t.Errorf("type(Color) = %v", color.Type())
	}
	items, err := iterateAll(th, color)
	if err != nil || len(items) != 2 {
		t.Fatalf("list(Color) = %v, %v", items, err)
	}
	if n, err := Len(th, color); n != 2 || err != nil {
		t.Errorf("len(Color) = %d, %v", n, err)
	}
	if ok, err := Contains(th, color, NewInt(2)); !ok || err != nil {
		t.Errorf("2 in Color = %v, %v", ok, err)
	}
	rev, err := Reversed(th, color)
	if err != nil {
		t.Fatal(err)
	}
	l, err := Call(th, ListType, []Value{rev}, nil)
	if got := resultString(t, th, l, err); got != "[2, 1]" {
		t.Errorf("list(reversed(Color)) = %s", got)
	}
	if got, err := Repr(th, color); got != "<enum 'Color'>" || err != nil {
		t.Errorf("repr(Color) = %s, %v", got, err)
	}
	if got, err := Repr(th, meta); got != "<class 'enum.EnumType'>" || err != nil {
		t.Errorf("repr(EnumType) = %s, %v", got, err)
	}
	r, err := Call(th, color, []Value{NewInt(1)}, nil)
	if got := resultString(t, th, r, err); got != "'called Color'" {
		t.Errorf("Color(1) = %s", got)
	}
	r, err = GetItem(th, color, NewStr("RED"))
	if got := resultString(t, th, r, err); got != "(<enum 'Color'>, 'RED')" {
		t.Errorf("Color['RED'] = %s", got)
	}
	err = SetAttr(th, color, "RED", NewInt(5))
	if got := resultString(t, th, nil, err); got != "AttributeError: cannot reassign member 'RED'" {
		t.Errorf("Color.RED = 5: %s", got)
	}
	if err := SetAttr(th, color, "x", NewInt(5)); err != nil {
		t.Errorf("Color.x = 5: %v", err)
	}
	if err := DelAttr(th, color, "x"); err != nil {
		t.Errorf("del Color.x: %v", err)
	}
	if d := Dir(th, color); len(d) != 1 || d[0] != "RED" {
		t.Errorf("dir(Color) = %v", d)
	}
	// The metatype itself is final, immutable and cannot be called.
	if _, err := NewClass(th, "M", []*Type{meta}, NewDict()); err == nil {
		t.Error("subclassing the metatype succeeded")
	}
	if err := SetAttr(th, meta, "x", None); err == nil {
		t.Error("setting an attribute of the metatype succeeded")
	}
	if _, err := Call(th, meta, []Value{color}, nil); err == nil {
		t.Error("calling the metatype succeeded")
	}
	// Ordinary classes are untouched, and two unrelated metatypes
	// conflict as CPython's metaclasses do.
	plain, err := NewClass(th, "Plain", nil, NewDict())
	if err != nil {
		t.Fatal(err)
	}
	if plain.Type() != TypeType {
		t.Errorf("type(Plain) = %v", plain.Type())
	}
	if _, err := Len(th, plain); err == nil {
		t.Error("len(Plain) succeeded")
	}
	other, _ := NewClass(th, "Other", nil, NewDict())
	if err := other.SetMetatype(NewMetatype("OtherMeta", "m", nil)); err != nil {
		t.Fatal(err)
	}
	_, err = NewClass(th, "Both", []*Type{color, other}, NewDict())
	if got := resultString(t, th, nil, err); got != "TypeError: metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases" {
		t.Errorf("metaclass conflict: %s", got)
	}
}
