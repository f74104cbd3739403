package py

import "github.com/kraitpy/krait/policy"

// The attribute checkpoint.
//
// Every read, call, store or delete of an attribute by a name that came
// from data — attribute syntax (checked by the interpreter when it
// compiles the site, through CheckAttrName), getattr/hasattr/setattr/
// delattr, vars, operator.attrgetter/methodcaller, str.format fields,
// object.__getattribute__/__setattr__/__delattr__, super(), match class
// patterns, functools.update_wrapper, dataclasses, copy, ... — goes
// through Thread.CheckAttr, which applies the policy's dunder rule
// (Thread.Dunders). py exports exactly three kinds of by-name access:
//
//   - GetAttrByName, SetAttrByName, DelAttrByName, HasAttrByName,
//     CallMethodByName, GenericSetAttr and GenericDelAttr take a string
//     and check it;
//   - GetAttrChecked and SetAttrChecked take an AttrName, which only
//     CheckAttrName makes (the interpreter's compiled attribute sites);
//   - GetAttr, SetAttr, DelAttr, HasAttr and CallMethod take a LibName:
//     an untyped string constant converts to it implicitly, a string
//     variable does not, so they serve the names a library's Go source
//     spells out ("write", "__exit__", tables of LibName constants) and
//     are not handed a name from data by accident. An explicit
//     conversion py.LibName(x) of anything but a string literal is
//     rejected by TestAttrCheckpointScan.
//
// The unchecked primitive (getAttrAny and friends) is unexported.
// conformance/security's TestAttrCheckpointScan fails when stdlib or
// builtins code reads a class or module namespace by a run-time name
// without the checkpoint.

// LibName is an attribute name spelled as a constant in Go source: the
// exported functions that take one are the library's own lookups of
// names it chose, unchecked. Never convert a run-time string to it: a
// name that came from data goes through the ...ByName functions.
type LibName string

// CheckAttr is the checkpoint: it decides one access to the attribute
// name under the thread's dunder rule, returning nil or a
// *policy.DunderError. A nil thread applies the default rule.
func (t *Thread) CheckAttr(name string, access policy.DunderAccess) error {
	if !policy.MaybeDunder(name) {
		return nil
	}
	var r policy.DunderRule
	if t != nil {
		r = t.Dunders
	}
	return r.Check(name, access)
}

// AttrName is an attribute name that passed the checkpoint for one kind of
// access (CheckAttrName). The interpreter makes one per compiled
// attribute site, so that the hot path does not check again.
type AttrName struct {
	s      *Str
	access policy.DunderAccess
}

// CheckAttrName passes name through the checkpoint for access under rule,
// returning the checked name or the refusal.
func CheckAttrName(rule policy.DunderRule, name *Str, access policy.DunderAccess) (AttrName, error) {
	if policy.MaybeDunder(name.s) {
		if err := rule.Check(name.s, access); err != nil {
			return AttrName{}, err
		}
	}
	return AttrName{s: name, access: access}, nil
}

// Str returns the checked name.
func (n AttrName) Str() *Str { return n.s }

// readable reports whether the name was checked for a read or a call.
func (n AttrName) readable() bool {
	return n.s != nil && (n.access == policy.DunderRead || n.access == policy.DunderCall)
}

// GetAttrChecked returns obj.name for a name that passed the checkpoint
// for reading or calling.
func GetAttrChecked(t *Thread, obj Value, name AttrName) (Value, error) {
	if !name.readable() {
		return nil, NewException(SystemErrorType, "attribute name not checked for reading")
	}
	if in, ok := obj.(*Instance); ok {
		return instanceGetAttr(t, in, name.s)
	}
	return getAttrHashed(t, obj, name.s.s, name.s.Hash())
}

// SetAttrChecked performs obj.name = value for a name that passed the
// checkpoint for writing.
func SetAttrChecked(t *Thread, obj Value, name AttrName, value Value) error {
	if name.s == nil || name.access != policy.DunderWrite {
		return NewException(SystemErrorType, "attribute name not checked for writing")
	}
	if in, ok := obj.(*Instance); ok {
		return instanceSetAttr(t, in, name.s, value)
	}
	return setAttrAny(t, obj, name.s.s, value)
}

// GetAttrByName returns obj.name for a name that came from data: the
// checkpoint, then the lookup.
func GetAttrByName(t *Thread, obj Value, name string) (Value, error) {
	if err := t.CheckAttr(name, policy.DunderRead); err != nil {
		return nil, err
	}
	return getAttrAny(t, obj, name)
}

// HasAttrByName is hasattr(obj, name) for a name that came from data.
func HasAttrByName(t *Thread, obj Value, name string) (bool, error) {
	if err := t.CheckAttr(name, policy.DunderRead); err != nil {
		return false, err
	}
	return hasAttrAny(t, obj, name)
}

// SetAttrByName performs obj.name = value for a name that came from data.
func SetAttrByName(t *Thread, obj Value, name string, value Value) error {
	if err := t.CheckAttr(name, policy.DunderWrite); err != nil {
		return err
	}
	return setAttrAny(t, obj, name, value)
}

// DelAttrByName performs del obj.name for a name that came from data.
func DelAttrByName(t *Thread, obj Value, name string) error {
	if err := t.CheckAttr(name, policy.DunderDelete); err != nil {
		return err
	}
	return delAttrAny(t, obj, name)
}

// CallMethodByName calls obj.name(*args, **kwargs) for a method name that
// came from data (operator.methodcaller).
func CallMethodByName(t *Thread, obj Value, name string, args []Value, kwargs []Kwarg) (Value, error) {
	if err := t.CheckAttr(name, policy.DunderCall); err != nil {
		return nil, err
	}
	return callMethodAny(t, obj, name, args, kwargs)
}

// GetAttr returns obj.name for a name the library's Go source spells out.
func GetAttr(t *Thread, obj Value, name LibName) (Value, error) {
	return getAttrAny(t, obj, string(name))
}

// SetAttr performs obj.name = value for a name the library spells out.
func SetAttr(t *Thread, obj Value, name LibName, value Value) error {
	return setAttrAny(t, obj, string(name), value)
}

// DelAttr performs del obj.name for a name the library spells out.
func DelAttr(t *Thread, obj Value, name LibName) error {
	return delAttrAny(t, obj, string(name))
}

// HasAttr reports whether obj has the attribute the library spells out;
// errors other than AttributeError propagate.
func HasAttr(t *Thread, obj Value, name LibName) (bool, error) {
	return hasAttrAny(t, obj, string(name))
}

// CallMethod calls obj.name(*args, **kwargs) for a method name the
// library spells out, without a bound method when the attribute is a
// plain method.
func CallMethod(t *Thread, obj Value, name LibName, args []Value, kwargs []Kwarg) (Value, error) {
	return callMethodAny(t, obj, string(name), args, kwargs)
}
