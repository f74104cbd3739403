package resolve

import "github.com/kraitpy/krait/ast"

// eachChild calls f on the nodes directly inside n (its node fields and
// the nodes of its slice fields), in field order, until f returns false;
// it reports whether it went through all of them. It serves the
// resolver's checks that need every node of a subtree (annotations under
// `from __future__ import annotations`, compile-time warnings); the
// symbol-table pass itself walks by node type.
func eachChild(n ast.Node, f func(ast.Node) bool) bool { return ast.Children(n, f) }
