package typing

import "github.com/kraitpy/krait/py"

// asInst returns v as an instance; a method called unbound on another
// kind of value gets an empty stand-in instead of a Go panic.
func asInst(v py.Value) *py.Instance {
	if in, ok := v.(*py.Instance); ok && in.Dict != nil {
		return in
	}
	return &py.Instance{Class: py.ObjectType, Dict: py.NewDict()}
}
