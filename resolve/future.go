package resolve

import (
	"github.com/kraitpy/krait/ast"
)

// The future features CPython 3.11 knows; "braces" has its own answer.
var futureFeatures = map[string]bool{
	"nested_scopes": true, "generators": true, "division": true, "absolute_import": true,
	"with_statement": true, "print_function": true, "unicode_literals": true,
	"barry_as_FLUFL": true, "generator_stop": true, "annotations": true,
}

const msgLateFuture = "from __future__ imports must occur at the beginning of the file"

// checkFuture does what CPython's future.c does before the symbol table:
// it checks the features of the leading `from __future__` imports and
// rejects one that follows another statement on the same line. It
// returns the line of the last valid future import (0 if none), since
// the compiler rejects those on later lines, or the error.
func checkFuture(filename string, src []byte, mod *ast.Module) (int, error) {
	body := mod.Body
	if len(body) > 0 && isDocstring(body[0]) {
		body = body[1:]
	}
	futureLine, prevLine, done := 0, 0, false
	for _, s := range body {
		pos := *s.Position()
		if done && pos.Lineno > prevLine {
			break
		}
		prevLine = pos.Lineno
		imp, ok := s.(*ast.ImportFrom)
		if !ok || imp.Module != "__future__" {
			done = true
			continue
		}
		if done {
			// CPython's offset here is the 0-based column, with no end.
			return 0, noEndError(filename, src, pos, pos.ColOffset, msgLateFuture)
		}
		for _, a := range imp.Names {
			switch {
			case a.Name == "braces":
				return 0, noEndError(filename, src, pos, pos.ColOffset+1, "not a chance")
			case !futureFeatures[a.Name]:
				return 0, noEndError(filename, src, pos, pos.ColOffset+1, "future feature "+a.Name+" is not defined")
			}
		}
		futureLine = pos.Lineno
	}
	return futureLine, nil
}

// noEndError is CPython's PyErr_SyntaxLocationObject: a line and an
// offset (a byte column), no end offset.
func noEndError(filename string, src []byte, pos ast.Pos, offset int, msg string) *ast.SyntaxError {
	e := syntaxError(filename, src, pos, "%s", msg)
	e.Offset, e.EndLineno, e.EndOffset = offset, pos.Lineno, 0
	return e
}

// isDocstring reports whether s is a string constant statement.
func isDocstring(s ast.Stmt) bool {
	e, ok := s.(*ast.ExprStmt)
	if !ok {
		return false
	}
	c, ok := e.Value.(*ast.Constant)
	if !ok {
		return false
	}
	_, ok = c.Value.(string)
	return ok
}
