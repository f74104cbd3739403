package py

// Namespace is a module's global names as Go code sees them: the
// program's globals (`__main__`) or an imported module's dict.
type Namespace interface {
	// Get returns the value bound to name, or nil when it is unbound.
	Get(name string) Value
	// Set binds name.
	Set(name string, v Value)
}

// DictNamespace is a Namespace over a module's dict.
type DictNamespace struct{ Dict *Dict }

// Get returns d[name], or nil.
func (n DictNamespace) Get(name string) Value { return n.Dict.GetStr(name) }

// Set binds d[name].
func (n DictNamespace) Set(name string, v Value) { n.Dict.SetStr(name, v) }
