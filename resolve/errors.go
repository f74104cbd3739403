package resolve

import (
	"bytes"
	"fmt"

	"github.com/kraitpy/krait/ast"
)

// The messages of CPython 3.11's symbol table and compiler errors.
const (
	msgGlobalParam            = "name '%s' is parameter and global"
	msgNonlocalParam          = "name '%s' is parameter and nonlocal"
	msgGlobalAfterAssign      = "name '%s' is assigned to before global declaration"
	msgNonlocalAfterAssign    = "name '%s' is assigned to before nonlocal declaration"
	msgGlobalAfterUse         = "name '%s' is used prior to global declaration"
	msgNonlocalAfterUse       = "name '%s' is used prior to nonlocal declaration"
	msgGlobalAnnot            = "annotated name '%s' can't be global"
	msgNonlocalAnnot          = "annotated name '%s' can't be nonlocal"
	msgNonlocalAndGlobal      = "name '%s' is nonlocal and global"
	msgNonlocalAtModule       = "nonlocal declaration not allowed at module level"
	msgNoBindingNonlocal      = "no binding for nonlocal '%s' found"
	msgDuplicateArgument      = "duplicate argument '%s' in function definition"
	msgImportStar             = "import * only allowed at module level"
	msgNamedExprCompConflict  = "assignment expression cannot rebind comprehension iteration variable '%s'"
	msgNamedExprCompInClass   = "assignment expression within a comprehension cannot be used in a class body"
	msgNamedExprCompIterExpr  = "assignment expression cannot be used in a comprehension iterable expression"
	msgNamedExprInnerLoop     = "comprehension inner loop cannot rebind assignment expression target '%s'"
	msgReturnOutside          = "'return' outside function"
	msgReturnAsyncGen         = "'return' with value in async generator"
	msgBreakOutside           = "'break' outside loop"
	msgExceptStarFlow         = "'break', 'continue' and 'return' cannot appear in an except* block"
	msgContinueOutside        = "'continue' not properly in loop"
	msgYieldOutside           = "'yield' outside function"
	msgYieldFromAsync         = "'yield from' inside async function"
	msgAwaitOutside           = "'await' outside function"
	msgAwaitOutsideAsync      = "'await' outside async function"
	msgAsyncWithOutside       = "'async with' outside async function"
	msgAsyncForOutside        = "'async for' outside async function"
	msgAsyncComprehension     = "asynchronous comprehension outside of an asynchronous function"
	msgStarredTarget          = "starred assignment target must be in a list or tuple"
	msgMultipleStarred        = "multiple starred expressions in assignment"
	msgTooManyStarExprs       = "too many expressions in star-unpacking assignment"
	msgStarredHere            = "can't use starred expression here"
	msgDeleteStarred          = "cannot delete starred"
	msgAssignDebug            = "cannot assign to __debug__"
	msgDeleteDebug            = "cannot delete __debug__"
	msgDefaultExceptLast      = "default 'except:' must be last"
	msgPatternNameTwice       = "multiple assignments to name '%s' in pattern"
	msgPatternCapture         = "name capture '%s' makes remaining patterns unreachable"
	msgPatternWildcard        = "wildcard makes remaining patterns unreachable"
	msgPatternOrNames         = "alternative patterns bind different names"
	msgPatternMultipleStarred = "multiple starred names in sequence pattern"
	msgPatternValue           = "patterns may only match literals and attribute lookups"
	msgPatternKey             = "mapping pattern keys may only match literals and attribute lookups"
	msgPatternDuplicateKey    = "mapping pattern checks duplicate key (%s)"
	msgTooDeep                = "too many nested blocks or expressions"
)

// syntaxError builds CPython's SyntaxError for a node range of src.
// Unlike the parser's errors, CPython's symbol table and compiler report
// the node's UTF-8 byte columns (plus one) as offsets, not characters.
func syntaxError(filename string, src []byte, pos ast.Pos, format string, args ...any) *ast.SyntaxError {
	e := &ast.SyntaxError{
		Kind:        "SyntaxError",
		Msg:         fmt.Sprintf(format, args...),
		Filename:    filename,
		Lineno:      pos.Lineno,
		ByteOffsets: true,
	}
	line := sourceLine(src, pos.Lineno)
	e.Text = string(line)
	e.Offset = pos.ColOffset + 1
	if pos.EndLineno > 0 {
		e.EndLineno = pos.EndLineno
		e.EndOffset = pos.EndColOffset + 1
	}
	return e
}

// sourceLine returns line n (1-based) of src without its line ending.
func sourceLine(src []byte, n int) []byte {
	for i := 1; i < n; i++ {
		j := bytes.IndexByte(src, '\n')
		if j < 0 {
			return nil
		}
		src = src[j+1:]
	}
	if j := bytes.IndexByte(src, '\n'); j >= 0 {
		src = src[:j]
	}
	return bytes.TrimSuffix(src, []byte("\r"))
}
