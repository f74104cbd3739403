package interp

import (
	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/py"
)

// Fast paths for attributes of instances of user classes: the attribute
// name's *py.Str (with its hash) is made once at compile time, and the
// common cases (instance dict, class attribute, method) avoid py's
// string-keyed generic path. Anything unusual falls back to py.

// attrSite is an attribute name at one place in the code, with a memo
// of what its last instance's class holds under that name: while the
// class is the same and none of its MRO namespaces was written since
// (py.Type.AttrStamp), the class lookup is skipped. The name's *py.Str
// is shared by every site of the interpreter (so instance dicts written
// at one site are found by pointer at the others).
type attrSite struct {
	name string
	str  *py.Str
	// get and set are the name checked by the attribute checkpoint for
	// reading (or calling) and for writing; getErr and setErr are the
	// checkpoint's refusals, raised when the site runs.
	get, set       py.AttrName
	getErr, setErr error
	cls            *py.Type
	stamp          uint64
	attr           py.Value
	flags          py.AttrFlags
	// btyp and bfn memoize builtinMethodOf.
	btyp *py.Type
	bfn  *py.Builtin
}

// attrSite returns a site for attribute name, read with the given access
// (a read, or the callee of an immediate call) and possibly written. The
// name goes through the attribute checkpoint (py.CheckAttrName) here,
// once; a refusal is kept and raised when the site runs, as smolagents
// refuses at evaluation.
func (c *compiler) attrSite(name string, access policy.DunderAccess) *attrSite {
	s := c.unit.newAttrSite()
	s.name, s.str = name, c.in.attrName(name)
	rule := c.in.policy.DunderRule()
	s.get, s.getErr = py.CheckAttrName(rule, s.str, access)
	s.set, s.setErr = py.CheckAttrName(rule, s.str, policy.DunderWrite)
	return s
}

// maxAttrNames bounds the attribute names an interpreter shares between
// its sites. Every program an executor compiles adds its names, and none
// is ever removed: without a bound, a session sending sources of fresh
// names (a 1 MiB source holds some 60,000) grew by ~5 MiB a run, outside
// any budget. Past the bound a site gets a name of its own: sharing only
// saves the string comparison of a dict lookup (equal strings at other
// addresses compare by content).
const maxAttrNames = 1 << 14

// attrName returns the interpreter's *py.Str for an attribute name.
func (in *Interp) attrName(name string) *py.Str {
	s, ok := in.attrNames[name]
	if !ok {
		s = py.NewStrConst(name)
		if len(in.attrNames) >= maxAttrNames {
			return s
		}
		if in.attrNames == nil {
			in.attrNames = make(map[string]*py.Str)
		}
		in.attrNames[name] = s
	}
	return s
}

// lookup is cls.LookupAttr(name) through the site's memo.
func (s *attrSite) lookup(cls *py.Type) (py.Value, py.AttrFlags) {
	if cls == s.cls && cls.AttrStamp() == s.stamp {
		return s.attr, s.flags
	}
	attr, fl := cls.LookupAttr(s.str)
	if attr == nil {
		// object's __class__ and __dict__: data descriptors no class
		// of the MRO overrides, memoized as such (instanceMethod calls
		// only functions and builtins, so a call takes the attribute
		// path).
		attr = py.ObjectDataAttr(s.name)
	}
	s.cls, s.stamp, s.attr, s.flags = cls, cls.AttrStamp(), attr, fl
	return attr, fl
}

// instanceGetAttr reads inst.name with Python's precedence: a data
// descriptor of the class, then the instance dict, then the class
// attribute (bound if it is a descriptor).
func instanceGetAttr(th *py.Thread, inst *py.Instance, s *attrSite) (py.Value, error) {
	attr, fl := s.lookup(inst.Class)
	if fl&py.UserGetattribute != 0 {
		return py.GetAttrChecked(th, inst, s.get)
	}
	if attr != nil {
		if dd, ok := attr.(py.DataDescriptor); ok {
			v, err := dd.DescriptorGet(th, inst, inst.Class)
			if err != nil {
				// An unset slot, or a property raising AttributeError:
				// __getattr__ answers.
				return py.GetAttrMissing(th, inst, s.str, err)
			}
			return v, nil
		}
		if _, ok := attr.(*py.Instance); ok {
			return py.GetAttrChecked(th, inst, s.get)
		}
	}
	if v := inst.DictAttr(s.str); v != nil {
		return v, nil
	}
	if attr != nil {
		if d, ok := attr.(py.Descriptor); ok {
			v, err := d.DescriptorGet(th, inst, inst.Class)
			if err != nil {
				return py.GetAttrMissing(th, inst, s.str, err)
			}
			return v, nil
		}
		return attr, nil
	}
	return py.GetAttrChecked(th, inst, s.get)
}

// instanceSetAttr stores inst.name = v in the instance dict, or in its
// slot, unless the class intercepts the store (another data descriptor
// or __setattr__).
func instanceSetAttr(th *py.Thread, inst *py.Instance, s *attrSite, v py.Value) error {
	attr, fl := s.lookup(inst.Class)
	if fl&py.UserSetattr != 0 {
		return py.SetAttrChecked(th, inst, s.set, v)
	}
	switch a := attr.(type) {
	case *py.MemberDescriptor:
		return a.DescriptorSet(th, inst, v)
	case py.DataDescriptor, *py.Instance:
		return py.SetAttrChecked(th, inst, s.set, v)
	}
	if inst.Dict == nil || inst.Base != nil || !inst.Class.HasInstanceDict() {
		return py.SetAttrChecked(th, inst, s.set, v)
	}
	return inst.SetDictAttr(th, s.str, v)
}

// instanceMethod returns the class attribute a call inst.name(...) runs
// with inst as its first argument without a bound method, or nil when
// reading inst.name is not the plain class lookup (an instance attribute
// of that name, a user __getattribute__, or no class attribute).
func instanceMethod(inst *py.Instance, s *attrSite) py.Value {
	attr, fl := s.lookup(inst.Class)
	if attr == nil || fl&py.UserGetattribute != 0 || inst.DictAttr(s.str) != nil {
		return nil
	}
	return attr
}

// builtinMethodOf returns the Go method a call v.name(...) runs when v is
// a str, list, dict, tuple, set, bytes, int, float or generator (types whose
// attribute lookup is plain) and name is one of its methods, or nil. The
// site memoizes the answer for the last type: built-in types' namespaces
// never change.
func (s *attrSite) builtinMethodOf(v py.Value) *py.Builtin {
	switch v.(type) {
	case *py.Str, *py.List, *py.Dict, *py.Tuple, *py.Set, *py.Bytes, py.Int, py.Float, *Generator:
	default:
		return nil
	}
	typ := v.Type()
	if typ == s.btyp {
		return s.bfn
	}
	b, ok := typ.LookupStr(s.str).(*py.Builtin)
	if !ok || b.Owner == nil || b.Self != nil {
		b = nil
	}
	s.btyp, s.bfn = typ, b
	return b
}
