package resolve

import (
	"reflect"

	"github.com/kraitpy/krait/ast"
)

var nodeType = reflect.TypeOf((*ast.Node)(nil)).Elem()

// eachChild calls f on the nodes directly inside n (its node fields and
// the nodes of its slice fields), in field order, until f returns false;
// it reports whether it went through all of them. It serves the
// resolver's checks that need every node of a subtree (annotations under
// `from __future__ import annotations`, compile-time warnings); the
// symbol-table pass itself walks by node type.
func eachChild(n ast.Node, f func(ast.Node) bool) bool {
	v := reflect.ValueOf(n)
	for v.Kind() == reflect.Interface || v.Kind() == reflect.Pointer {
		if v.IsNil() {
			return true
		}
		v = v.Elem()
	}
	if v.Kind() != reflect.Struct {
		return true
	}
	for i := 0; i < v.NumField(); i++ {
		if !eachNode(v.Field(i), f) {
			return false
		}
	}
	return true
}

// eachNode calls f on the node v holds, or on each node of the slice v.
func eachNode(v reflect.Value, f func(ast.Node) bool) bool {
	switch v.Kind() {
	case reflect.Slice:
		for j := 0; j < v.Len(); j++ {
			if !eachNode(v.Index(j), f) {
				return false
			}
		}
	case reflect.Interface, reflect.Pointer:
		if v.IsNil() || !v.Type().Implements(nodeType) {
			return true
		}
		return f(v.Interface().(ast.Node))
	}
	return true
}
