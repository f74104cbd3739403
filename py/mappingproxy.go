package py

import "github.com/kraitpy/krait/policy"

// MappingProxy is a read-only view of a namespace (types.MappingProxyType):
// what T.__dict__ returns, so that no Python code can modify a class
// namespace through it — in particular the shared namespaces of built-in
// types.
type MappingProxy struct {
	d *Dict
}

// Type returns mappingproxy.
func (*MappingProxy) Type() *Type { return MappingProxyType }

// NewMappingProxy returns a read-only view of d.
func NewMappingProxy(d *Dict) *MappingProxy { return &MappingProxy{d: d} }

// namespaceProxy is what a class's or module's __dict__ (and vars) gives
// a program: a read-only mappingproxy of a copy of the namespace without
// the entries the attribute checkpoint would refuse to read
// (__subclasses__, __getattribute__, __reduce_ex__, ...), so that no
// method object the policy withholds is reachable as cls.__dict__[name].
// Class namespaces (and above all the shared ones of built-in types) are
// never handed out mutable. Unlike CPython's live view it is a snapshot.
func namespaceProxy(t *Thread, d *Dict) (Value, error) {
	if err := t.Alloc(int64(d.Len()) * dictEntrySize); err != nil {
		return nil, err
	}
	out := NewDict()
	var err error
	d.Range(func(k, v Value) bool {
		if s, ok := k.(*Str); ok && t.CheckAttr(s.s, policy.DunderRead) != nil {
			return true
		}
		err = out.Set(t, k, v)
		return err == nil
	})
	if err != nil {
		return nil, err
	}
	return NewMappingProxy(out), nil
}

// proxyMethods are the read-only dict methods of mappingproxy.
var proxyMethods = []methodDef{
	{"get", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		return CallMethod(t, self.(*MappingProxy).d, "get", args, kwargs)
	}},
	{"keys", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		return CallMethod(t, self.(*MappingProxy).d, "keys", args, kwargs)
	}},
	{"values", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		return CallMethod(t, self.(*MappingProxy).d, "values", args, kwargs)
	}},
	{"items", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		return CallMethod(t, self.(*MappingProxy).d, "items", args, kwargs)
	}},
	{"copy", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckNoArgs("mappingproxy.copy", args, kwargs); err != nil {
			return nil, err
		}
		return self.(*MappingProxy).d.Copy(t)
	}},
}

func init() {
	addMethods(MappingProxyType, proxyMethods)
}
