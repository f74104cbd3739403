package py

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
