package py

// PlainInit returns the user __init__ of a class whose instantiation is
// just object.__new__ then __init__ (a user class deriving from object
// only, with no __new__ of its own and no metatype), so that the
// evaluator can construct its instances without the generic call
// protocol; ok is false for every other class.
func (t *Type) PlainInit() (init Value, ok bool) {
	if t.builtin || t.meta != nil || t.solid != ObjectType || t.lookupUser(strNew) != nil {
		return nil, false
	}
	init = t.lookupUser(strInit)
	return init, init != nil
}

// NewPlainInstance is object.__new__(cls) for a class PlainInit accepts:
// the instance, its dict presized for what earlier instances held.
func NewPlainInstance(t *Thread, cls *Type) (*Instance, error) {
	v, err := NewInstance(t, cls, nil, nil)
	if err != nil {
		return nil, err
	}
	return v.(*Instance), nil
}

// NoteInstanceAttrs records, after __init__ returned, how many attributes
// an instance of its class holds, so later instances are presized.
func NoteInstanceAttrs(in *Instance) {
	cls := in.Class
	if in.Dict != nil {
		if n := int32(len(in.Dict.entries)); n > cls.instAttrs.Load() && n <= dictLinearMax {
			cls.instAttrs.Store(n)
		}
	}
}
