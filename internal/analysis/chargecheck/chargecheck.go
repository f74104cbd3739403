// Package chargecheck is a go/analysis analyzer that enforces krait's rule
// "charge before allocating": every allocation whose size depends on
// run-time data must be dominated, in the same function, by a memory
// budget check (py.Thread.Alloc or CheckAlloc with a non-constant size, or
// a function that performs one: see IsCheck), or carry an annotation that
// says why it is small.
//
// The allocation sites it reports:
//
//   - make with a non-constant length or capacity;
//   - append inside a loop whose trip count is not a constant (ranges over
//     composite literals, constant strings and arrays, package-level
//     tables and constant counts are constant);
//   - spread appends append(x, y...) anywhere, sized by y, unless y has a
//     constant bound (a constant, a composite literal, an array or a
//     slice of one, a slice expression with constant bounds): the copy of
//     a list that l.extend(l) took before appending, and the flattening
//     copies of nested functools.partial objects, were such copies;
//   - strings/bytes/slices Repeat, Join, Replace, ReplaceAll, Split,
//     SplitN, SplitAfter, Fields; strings.Builder and bytes.Buffer Grow;
//     slices.Grow;
//   - conversions of big numbers to text ((*big.Int).String, Text,
//     Append; (*big.Float).Text; (*big.Rat).String, RatString,
//     FloatString) and big-int operations whose result size is set by an
//     operand value (Exp, Lsh with a non-constant count, MulRange,
//     Binomial);
//   - []rune conversions of non-constant strings.
//
// A check dominates a site when it runs unconditionally before it: in an
// earlier statement of an enclosing block (an if statement's init and
// condition count, its bodies do not), in the init or condition of an
// enclosing if, for or switch, or in the range expression of an enclosing
// range loop. Closures are walked through: a check before a closure's
// definition covers the closure.
//
// The dominating check must also cover the site's size: the size it
// checks (Alloc's or CheckAlloc's argument; every argument of a check
// function) must mention a variable, field or function that the site's
// size mentions, where a local variable stands also for everything the
// function assigns to it (transitively). The site's size is make's length
// and capacity; the arguments and receiver of a library call (Repeat's
// count, Join's parts, Grow's n, a big number's operands); for an append
// in a loop, the range expressions and conditions of the enclosing data
// loops — or nothing at all for a check inside the innermost data loop
// before the append, which charges every iteration. What this proves: the
// checked quantity depends on what sizes the allocation, so a check of
// some other quantity (the run's first allocation, an unrelated buffer)
// no longer excuses a site. Two kinds of reference are quantities of
// their own, not the variable they are taken from: an element of a
// []py.Value at a constant index (one argument of a builtin) and an
// element of an integer slice (one dimension of an array's shape, one
// count of a table: a check of the array's size, 0 when another
// dimension is 0, does not bound it). What it does not prove: that the checked
// amount is at least the allocated bytes (t.Alloc(int64(n)) before
// make([]int64, n) checks an eighth of it); element sizes and factors are
// left to review, and so is a function or method named on both sides
// (f.nrows() checked, f.nrows() allocated: the analyzer does not know the
// calls return the same value).
//
// The allow-list is explicit: a comment
//
//	//krait:alloc-ok <reason>
//
// on the site's line or on the line above it accepts the sites on that
// line. The reason is required: an annotation without one is reported.
// Acceptable reasons are bounds that the code proves: a constant bound, a
// size bounded by an input that was already charged (say which), a cap
// enforced earlier in the function.
//
// A function is a check (IsCheck, exported as a fact to importing
// packages) when its body calls a check unconditionally at its top level,
// or its doc comment contains "krait:memcheck" (for equivalents such as a
// helper that refuses sizes above a constant bound).
package chargecheck

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"os"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// Marker is the comment prefix of an allow-list annotation.
const Marker = "krait:alloc-ok"

// checkMarker in a function's doc comment declares the function a memory
// budget check.
const checkMarker = "krait:memcheck"

const threadPkg = "github.com/kraitpy/krait/py"

// modulePrefix is cut from package paths in baseline keys.
const modulePrefix = "github.com/kraitpy/krait/"

// Analyzer reports allocations sized by run-time data that no memory
// budget check dominates.
var Analyzer = &analysis.Analyzer{
	Name:      "chargecheck",
	Doc:       "report allocations sized by run-time data that are not dominated by a memory budget check (krait's charge-before-allocating rule)",
	Run:       run,
	FactTypes: []analysis.Fact{new(IsCheck)},
}

var baselinePath string

func init() {
	Analyzer.Flags.StringVar(&baselinePath, "baseline", "", "file of accepted findings (pkg<TAB>func<TAB>text per line) that are not reported")
	// go vet caches each package's result keyed by the tool and its
	// flags, not by the files a flag names: the Makefile passes the
	// baseline's checksum here so that editing it invalidates the cache.
	Analyzer.Flags.String("baselinesum", "", "checksum of the baseline file (only keys go vet's cache)")
}

// IsCheck is the fact that a function performs a memory budget check
// before it returns successfully.
type IsCheck struct{}

// AFact marks IsCheck as a fact.
func (*IsCheck) AFact() {}

// String returns "memcheck".
func (*IsCheck) String() string { return "memcheck" }

type checker struct {
	pass     *analysis.Pass
	assigns  map[types.Object][]ast.Expr // the function being checked: local variable -> expressions assigned to it
	checks   map[*types.Func]bool
	allowed  map[string]map[int]string // file name -> line -> reason
	baseline map[string]int
}

func run(pass *analysis.Pass) (any, error) {
	c := &checker{pass: pass, checks: map[*types.Func]bool{}, allowed: map[string]map[int]string{}}
	if baselinePath != "" {
		b, err := loadBaseline(baselinePath)
		if err != nil {
			return nil, err
		}
		c.baseline = b
	}
	var funcs []*ast.FuncDecl
	for _, f := range pass.Files {
		if strings.HasSuffix(pass.Fset.Position(f.Pos()).Filename, "_test.go") {
			continue // tests are not run on behalf of programs
		}
		c.collectAnnotations(f)
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				funcs = append(funcs, fd)
			}
		}
	}
	// Check functions of this package, to a fixpoint (a check may call a
	// check defined later in the package).
	for changed := true; changed; {
		changed = false
		for _, fd := range funcs {
			fn, _ := pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if fn == nil || c.checks[fn] {
				continue
			}
			if (fd.Doc != nil && strings.Contains(fd.Doc.Text(), checkMarker)) || c.bodyChecks(fd.Body) {
				c.checks[fn] = true
				pass.ExportObjectFact(fn, new(IsCheck))
				changed = true
			}
		}
	}
	for _, fd := range funcs {
		c.checkFunc(fd)
	}
	return nil, nil
}

// bodyChecks reports whether a top-level statement of body performs a
// check unconditionally.
func (c *checker) bodyChecks(body *ast.BlockStmt) bool {
	for _, s := range body.List {
		if len(c.stmtChecks(s)) > 0 {
			return true
		}
	}
	return false
}

func (c *checker) collectAnnotations(f *ast.File) {
	for _, cg := range f.Comments {
		for _, cm := range cg.List {
			text := strings.TrimPrefix(strings.TrimPrefix(cm.Text, "//"), "/*")
			text = strings.TrimSpace(text)
			if !strings.HasPrefix(text, Marker) {
				continue
			}
			reason := strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(text, Marker), "*/"))
			reason = strings.TrimPrefix(reason, ":")
			reason = strings.TrimSpace(reason)
			pos := c.pass.Fset.Position(cm.Pos())
			if reason == "" {
				c.pass.Reportf(cm.Pos(), "%s annotation without a reason", Marker)
				continue
			}
			m := c.allowed[pos.Filename]
			if m == nil {
				m = map[int]string{}
				c.allowed[pos.Filename] = m
			}
			m[pos.Line] = reason
		}
	}
}

// isAllowed reports whether an annotation covers the line of pos (on it,
// or alone on the line above).
func (c *checker) isAllowed(pos token.Pos) bool {
	p := c.pass.Fset.Position(pos)
	m := c.allowed[p.Filename]
	if m == nil {
		return false
	}
	_, on := m[p.Line]
	_, above := m[p.Line-1]
	return on || above
}

// checkFunc walks one function and reports its unchecked sites.
func (c *checker) checkFunc(fd *ast.FuncDecl) {
	c.assigns = c.collectAssigns(fd)
	var stack []ast.Node
	ast.Inspect(fd, func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return false
		}
		stack = append(stack, n)
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		kind := c.siteKind(call, stack)
		if kind == "" || c.isAllowed(call.Pos()) || c.dominated(stack, c.siteSize(call, stack)) {
			return true
		}
		text := c.render(call)
		if c.baseline != nil {
			key := strings.TrimPrefix(c.pass.Pkg.Path(), modulePrefix) + "\t" + fd.Name.Name + "\t" + text
			if c.baseline[key] > 0 {
				c.baseline[key]--
				return true
			}
		}
		c.pass.Reportf(call.Pos(), "%s sized by run-time data is not dominated by a memory budget check (charge first, or annotate //%s <reason>)\n\t%s\t%s\t%s", kind, Marker, strings.TrimPrefix(c.pass.Pkg.Path(), modulePrefix), fd.Name.Name, text)
		return true
	})
}

// render returns the call's source text on one line, shortened.
func (c *checker) render(call *ast.CallExpr) string {
	var b strings.Builder
	start := c.pass.Fset.Position(call.Pos())
	end := c.pass.Fset.Position(call.End())
	src, err := os.ReadFile(start.Filename)
	if err != nil || end.Offset > len(src) {
		return "?"
	}
	for _, f := range strings.Fields(string(src[start.Offset:end.Offset])) {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(f)
	}
	s := b.String()
	if len(s) > 100 {
		s = s[:100] + "..."
	}
	return s
}

// siteKind returns what allocation call is ("" when it is not a site).
func (c *checker) siteKind(call *ast.CallExpr, stack []ast.Node) string {
	info := c.pass.TypesInfo
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
		if b, ok := info.Uses[id].(*types.Builtin); ok {
			switch b.Name() {
			case "make":
				if _, isChan := info.TypeOf(call.Args[0]).Underlying().(*types.Chan); isChan {
					return ""
				}
				es := c.elemSize(info.TypeOf(call.Args[0]))
				for _, a := range call.Args[1:] {
					if !c.bounded(a, es) {
						return "make"
					}
				}
			case "append":
				if len(call.Args) > 1 && c.inDataLoop(stack, call) {
					return "append in a loop"
				}
				if call.Ellipsis.IsValid() && len(call.Args) == 2 && !c.constSpread(call.Args[1]) {
					return "spread append"
				}
			}
			return ""
		}
	}
	if tv, ok := info.Types[call.Fun]; ok && tv.IsType() {
		return "" // conversions copy a value that exists (at most 4x for []rune)
	}
	fn := c.callee(call)
	if fn == nil || fn.Pkg() == nil {
		return ""
	}
	name := fn.Name()
	switch fn.Pkg().Path() {
	case "strings", "bytes", "slices":
		recv := fn.Signature().Recv()
		if recv != nil {
			if name == "Grow" && len(call.Args) == 1 && !c.isConst(call.Args[0]) {
				return "Grow"
			}
			return ""
		}
		switch name {
		case "Repeat":
			if !c.isConst(call.Args[1]) {
				return fn.Pkg().Path() + "." + name
			}
		case "Join":
			// With a constant separator the result is a copy of the
			// parts plus a constant per part: bounded by what exists.
			if len(call.Args) == 2 && !c.isConst(call.Args[1]) {
				return fn.Pkg().Path() + "." + name
			}
		case "Replace", "ReplaceAll":
			// A constant replacement grows the text by a constant factor.
			if !c.isConst(call.Args[2]) {
				return fn.Pkg().Path() + "." + name
			}
		case "Split", "SplitN", "SplitAfter", "SplitAfterN", "Fields", "FieldsFunc":
			return fn.Pkg().Path() + "." + name
		case "Grow":
			if fn.Pkg().Path() == "slices" && !c.isConst(call.Args[1]) {
				return "slices.Grow"
			}
		}
	case "math/big":
		recv := fn.Signature().Recv()
		if recv == nil {
			return ""
		}
		rt := recv.Type()
		if p, ok := rt.(*types.Pointer); ok {
			rt = p.Elem()
		}
		named, _ := rt.(*types.Named)
		if named == nil {
			return ""
		}
		tn := named.Obj().Name()
		switch {
		case tn == "Int" && (name == "String" || name == "Text" || name == "Append"),
			tn == "Float" && (name == "Text" || name == "String" || name == "Append"),
			tn == "Rat" && (name == "String" || name == "RatString" || name == "FloatString"):
			return "big." + tn + " to text"
		case tn == "Int" && name == "Exp" && len(call.Args) == 3 && !isNil(call.Args[2]):
			return "" // reduced modulo an existing number
		case tn == "Int" && (name == "Exp" || name == "MulRange" || name == "Binomial"):
			return "big.Int." + name
		case tn == "Int" && (name == "Lsh") && len(call.Args) == 2 && !c.isConst(call.Args[1]):
			return "big.Int.Lsh"
		}
	}
	return ""
}

func (c *checker) isConst(e ast.Expr) bool {
	tv, ok := c.pass.TypesInfo.Types[e]
	return ok && tv.Value != nil
}

// callee returns the function or method a call invokes statically.
func (c *checker) callee(call *ast.CallExpr) *types.Func {
	var id *ast.Ident
	switch f := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		id = f
	case *ast.SelectorExpr:
		id = f.Sel
	case *ast.IndexExpr: // generic instantiation f[T](...)
		switch g := f.X.(type) {
		case *ast.Ident:
			id = g
		case *ast.SelectorExpr:
			id = g.Sel
		}
	case *ast.IndexListExpr:
		switch g := f.X.(type) {
		case *ast.Ident:
			id = g
		case *ast.SelectorExpr:
			id = g.Sel
		}
	}
	if id == nil {
		return nil
	}
	fn, _ := c.pass.TypesInfo.Uses[id].(*types.Func)
	if fn != nil {
		fn = fn.Origin()
	}
	return fn
}

// inDataLoop reports whether the append call at the top of stack grows
// its slice in a loop that runs a data-dependent number of times. A single
// loop over an existing slice, string or map whose elements are at least
// as large as what each iteration appends is a bounded copy and does not
// count.
func (c *checker) inDataLoop(stack []ast.Node, call *ast.CallExpr) bool {
	loops := 0
	var over ast.Expr // what the innermost data loop ranges over, if it is bounded by a value
	for i := len(stack) - 2; i >= 0; i-- {
		switch n := stack[i].(type) {
		case *ast.FuncDecl:
			i = -1
		case *ast.RangeStmt:
			if stack[i+1] != n.Body || c.constRange(n.X) {
				continue
			}
			loops++
			if loops == 1 {
				over = n.X
				if t := c.pass.TypesInfo.TypeOf(n.X); t != nil {
					if b, ok := t.Underlying().(*types.Basic); ok && b.Info()&types.IsInteger != 0 {
						over = nil // for i := range n
					}
				}
			}
		case *ast.ForStmt:
			if stack[i+1] != n.Body || c.constCond(n.Cond) {
				continue
			}
			loops++
			if loops == 1 {
				over = c.lenBound(n.Cond)
			}
		}
	}
	if loops == 0 {
		return false
	}
	if loops > 1 || over == nil || call.Ellipsis.IsValid() {
		return true
	}
	per := c.elemSize(c.pass.TypesInfo.TypeOf(call.Args[0])) * int64(len(call.Args)-1)
	return per > c.elemSize(c.pass.TypesInfo.TypeOf(over))
}

// constSpread reports whether the spread operand of append(x, y...)
// has a constant bound: a constant string, a composite literal, an array
// (or a pointer to one) or a slice of one, or a slice expression whose
// bounds are both constants.
func (c *checker) constSpread(y ast.Expr) bool {
	y = ast.Unparen(y)
	if c.isConst(y) {
		return true
	}
	switch e := y.(type) {
	case *ast.CompositeLit:
		return true
	case *ast.SliceExpr:
		if e.High != nil && c.isConst(e.High) && (e.Low == nil || c.isConst(e.Low)) {
			return true
		}
		y = e.X
	}
	return c.isArray(y)
}

// lenBound returns x when a for condition is i < len(x) (or i <= ...,
// len(x) > i), nil otherwise.
func (c *checker) lenBound(cond ast.Expr) ast.Expr {
	b, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok {
		return nil
	}
	for _, side := range []ast.Expr{b.X, b.Y} {
		if x := c.lenOf(side); x != nil {
			return x
		}
	}
	return nil
}

// lenOf returns x when e is len(x) or cap(x).
func (c *checker) lenOf(e ast.Expr) ast.Expr {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return nil
	}
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return nil
	}
	if b, ok := c.pass.TypesInfo.Uses[id].(*types.Builtin); ok && (b.Name() == "len" || b.Name() == "cap") {
		return call.Args[0]
	}
	return nil
}

// elemSize returns the size of one element of a slice, array, map or
// string type (a string's element is a byte), or of t itself.
func (c *checker) elemSize(t types.Type) int64 {
	if t == nil {
		return 0
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	switch u := t.Underlying().(type) {
	case *types.Slice:
		return c.sizeof(u.Elem())
	case *types.Array:
		return c.sizeof(u.Elem())
	case *types.Map:
		return c.sizeof(u.Key()) + c.sizeof(u.Elem())
	case *types.Basic:
		if u.Info()&types.IsString != 0 {
			return 1
		}
	}
	return c.sizeof(t)
}

// sizeof is Sizeof, with a type parameter counted as a pointer-sized
// word (its instantiations are unknown here).
func (c *checker) sizeof(t types.Type) int64 {
	if _, ok := t.(*types.TypeParam); ok {
		return c.pass.TypesSizes.Sizeof(types.Typ[types.Uintptr])
	}
	if _, ok := t.Underlying().(*types.Interface); ok {
		return c.pass.TypesSizes.Sizeof(types.Typ[types.String])
	}
	return c.pass.TypesSizes.Sizeof(t)
}

// bounded reports whether a size expression is constant or bounded by
// the length of values that exist whose elements are at least es bytes:
// len(x) and cap(x) of such values, their sums and differences, min with
// one bounded operand, max of bounded operands, quotients of a bounded
// dividend and integer conversions of bounded sizes.
func (c *checker) bounded(e ast.Expr, es int64) bool {
	if c.isConst(e) {
		return true
	}
	e = ast.Unparen(e)
	if x := c.lenOf(e); x != nil {
		return c.elemSize(c.pass.TypesInfo.TypeOf(x)) >= es
	}
	switch e := e.(type) {
	case *ast.BinaryExpr:
		switch e.Op {
		case token.ADD:
			return c.bounded(e.X, es) && c.bounded(e.Y, es)
		case token.SUB, token.QUO, token.SHR:
			return c.bounded(e.X, es)
		}
	case *ast.CallExpr:
		if tv, ok := c.pass.TypesInfo.Types[e.Fun]; ok && tv.IsType() && len(e.Args) == 1 {
			return c.bounded(e.Args[0], es)
		}
		if id, ok := ast.Unparen(e.Fun).(*ast.Ident); ok {
			if b, ok := c.pass.TypesInfo.Uses[id].(*types.Builtin); ok {
				switch b.Name() {
				case "min":
					for _, a := range e.Args {
						if c.bounded(a, es) {
							return true
						}
					}
				case "max":
					for _, a := range e.Args {
						if !c.bounded(a, es) {
							return false
						}
					}
					return true
				}
			}
		}
	}
	return false
}

func isNil(e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && id.Name == "nil"
}

// constRange reports whether ranging over x runs a constant number of
// times (or over a package-level table, which krait never mutates).
func (c *checker) constRange(x ast.Expr) bool {
	x = ast.Unparen(x)
	if c.isConst(x) {
		return true
	}
	switch e := x.(type) {
	case *ast.CompositeLit:
		return true
	case *ast.Ident, *ast.SelectorExpr:
		var id *ast.Ident
		if s, ok := e.(*ast.SelectorExpr); ok {
			id = s.Sel
		} else {
			id = e.(*ast.Ident)
		}
		if v, ok := c.pass.TypesInfo.Uses[id].(*types.Var); ok && v.Parent() != nil && v.Parent() == v.Pkg().Scope() {
			return true
		}
	}
	return c.isArray(x)
}

// isArray reports whether e is an array or a pointer to one (a constant
// number of elements).
func (c *checker) isArray(e ast.Expr) bool {
	t := c.pass.TypesInfo.TypeOf(e)
	if t == nil {
		return false
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	_, isArray := t.Underlying().(*types.Array)
	return isArray
}

// constCond reports whether a for condition compares against a constant
// bound (i < 10).
func (c *checker) constCond(cond ast.Expr) bool {
	b, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok {
		return false
	}
	switch b.Op {
	case token.LSS, token.LEQ, token.GTR, token.GEQ, token.NEQ:
		return c.isConst(b.X) || c.isConst(b.Y)
	}
	return false
}

// dominated reports whether a check that covers the site's size runs
// unconditionally before the site at the top of stack.
func (c *checker) dominated(stack []ast.Node, size siteSize) bool {
	for i := len(stack) - 2; i >= 0; i-- {
		child := stack[i+1]
		// A check inside the innermost data loop, before an append in
		// it, charges every iteration: it covers the append whatever it
		// mentions.
		sz := size
		if size.loop >= 0 && i > size.loop {
			sz = siteSize{any: true, loop: -1}
		}
		var calls []*ast.CallExpr
		switch n := stack[i].(type) {
		case *ast.FuncDecl:
			return false
		case *ast.BlockStmt:
			calls = c.before(n.List, child)
		case *ast.CaseClause:
			calls = c.before(n.Body, child)
		case *ast.CommClause:
			calls = c.before(n.Body, child)
		case *ast.IfStmt:
			if child != n.Init {
				calls = c.stmtChecks(n.Init)
				if child != n.Cond {
					calls = append(calls, c.exprChecks(n.Cond)...)
				}
			}
		case *ast.ForStmt:
			if child != n.Init {
				calls = c.stmtChecks(n.Init)
			}
		case *ast.RangeStmt:
			if child == n.Body {
				calls = c.exprChecks(n.X)
			}
		case *ast.SwitchStmt:
			if child == n.Body {
				calls = append(c.stmtChecks(n.Init), c.exprChecks(n.Tag)...)
			}
		case *ast.TypeSwitchStmt:
			if child == n.Body {
				calls = c.stmtChecks(n.Init)
			}
		}
		for _, call := range calls {
			if c.covers(call, sz) {
				return true
			}
		}
	}
	return false
}

// siteSize is what sizes an allocation: the variables, fields and
// functions its size expressions mention (with what the function's local
// variables among them were assigned, transitively), and for an append in
// a loop the stack index of the innermost data loop.
type siteSize struct {
	objs map[sizeRef]bool
	any  bool // no size expression could be named: any check covers
	loop int  // stack index of the innermost data loop of an append, or -1
}

// siteSize returns the size of the allocation call at the top of stack:
// make's length and capacity; the count of Repeat; the parts and
// separator of Join; the text and replacement of Replace; Grow's count;
// the operands of big-number operations; for an append in a loop, the
// range expressions and conditions of the enclosing data loops; for a
// spread append outside data loops, what it spreads.
func (c *checker) siteSize(call *ast.CallExpr, stack []ast.Node) siteSize {
	sz := siteSize{objs: map[sizeRef]bool{}, loop: -1}
	var exprs []ast.Expr
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
		if b, ok := c.pass.TypesInfo.Uses[id].(*types.Builtin); ok {
			switch b.Name() {
			case "make":
				exprs = call.Args[1:]
			case "append":
				if !c.inDataLoop(stack, call) {
					// A spread append outside data loops: sized by
					// what it spreads.
					exprs = call.Args[1:]
					break
				}
				for i := len(stack) - 2; i >= 0; i-- {
					switch n := stack[i].(type) {
					case *ast.RangeStmt:
						if stack[i+1] == n.Body && !c.constRange(n.X) {
							exprs = append(exprs, n.X)
							if sz.loop < 0 {
								sz.loop = i
							}
						}
					case *ast.ForStmt:
						if stack[i+1] == n.Body && !c.constCond(n.Cond) && n.Cond != nil {
							exprs = append(exprs, n.Cond)
							if sz.loop < 0 {
								sz.loop = i
							}
						}
					}
				}
			}
		}
	}
	if exprs == nil {
		// Library calls: every argument and the receiver may size the
		// result (Repeat's count, Join's parts, Grow's n, Exp's operands).
		exprs = append(exprs, call.Args...)
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
			if _, isPkg := c.pass.TypesInfo.Uses[identOf(sel.X)].(*types.PkgName); !isPkg {
				exprs = append(exprs, sel.X)
			}
		}
	}
	for _, e := range exprs {
		c.addObjects(e, sz.objs)
	}
	sz.any = len(sz.objs) == 0
	return sz
}

// identOf returns e as an identifier, or nil.
func identOf(e ast.Expr) *ast.Ident {
	id, _ := ast.Unparen(e).(*ast.Ident)
	return id
}

// covers reports whether the check call covers a site of size sz: the
// size expression it checks (its arguments: for Alloc and CheckAlloc the
// byte count, for a check function all of them) mentions one of the
// objects that size the site.
func (c *checker) covers(call *ast.CallExpr, sz siteSize) bool {
	if sz.any {
		return true
	}
	objs := map[sizeRef]bool{}
	for _, a := range call.Args {
		c.addObjects(a, objs)
	}
	for o := range objs {
		if sz.objs[o] {
			return true
		}
	}
	return false
}

// sizeRef is what a size expression mentions: a variable, field or
// function, or one argument of a builtin (an element of a []py.Value
// indexed by a constant: args[0], vals[2]).
type sizeRef struct {
	obj types.Object
	idx string // the constant index, or "" for the whole object
}

// addObjects adds to objs the variables, fields and functions e mentions
// (not the thread, types, packages or builtins), and for each local
// variable what the function assigns to it, transitively. An element of
// a []py.Value taken at a constant index (args[0], vals[1]) is its own
// reference and does not stand for the slice: a builtin's arguments
// arrive as one slice, and a check of the size of its first argument
// must not cover an allocation sized by its second (pd.qcut charged the
// data, then appended q quantiles unchecked: a Go out-of-memory).
func (c *checker) addObjects(e ast.Expr, objs map[sizeRef]bool) {
	ast.Inspect(e, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && len(call.Args) > 0 {
			// A function called with arguments stands for what they
			// mention (and its receiver), not for itself: py.Len(x) and
			// py.Len(y) share no size.
			if fn, ok := c.pass.TypesInfo.Uses[calleeIdent(call.Fun)].(*types.Func); ok && fn != nil {
				for _, a := range call.Args {
					c.addObjects(a, objs)
				}
				if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
					c.addObjects(sel.X, objs)
				}
				return false
			}
		}
		if ix, ok := n.(*ast.IndexExpr); ok {
			if isIntSlice(c.pass.TypesInfo.TypeOf(ix.X)) {
				if r, ok := c.elemRef(ix.X, types.ExprString(ix.Index)); ok {
					objs[r] = true
					return false
				}
			}
			if id := identOf(ix.X); id != nil && isValueSlice(c.pass.TypesInfo.TypeOf(ix.X)) {
				if tv, ok := c.pass.TypesInfo.Types[ix.Index]; ok && tv.Value != nil {
					if o := c.objectOf(id); o != nil {
						objs[sizeRef{obj: o, idx: tv.Value.ExactString()}] = true
						return false
					}
				}
			}
			return true
		}
		id, ok := n.(*ast.Ident)
		if !ok {
			return true
		}
		o := c.objectOf(id)
		if o == nil {
			return true
		}
		r := sizeRef{obj: o}
		if objs[r] || isThread(o.Type()) {
			return true
		}
		objs[r] = true
		for _, rhs := range c.assigns[o] {
			c.addObjects(rhs, objs)
		}
		return true
	})
}

// elemRef returns the reference to the elements of an integer slice x
// (its element at index, or "*" for every element): an array's shape
// and a table of counts are such slices, and a check of the slice (of
// the array it belongs to, of its product, of its length) does not bound
// one of its elements: np.zeros((0, 10**12)) has size 0, and a make
// sized by its second dimension allocated 8 TB after a check of the
// array's size. The reference is named by the slice's root variable (or
// function) and the element's text: a.shape[k], sh[1].
func (c *checker) elemRef(x ast.Expr, index string) (sizeRef, bool) {
	root := x
	for {
		switch e := ast.Unparen(root).(type) {
		case *ast.SelectorExpr:
			root = e.X
			if id := identOf(e.X); id != nil {
				if _, isPkg := c.pass.TypesInfo.Uses[id].(*types.PkgName); isPkg {
					root = e.Sel
				}
			}
		case *ast.CallExpr:
			root = e.Fun
		case *ast.IndexExpr:
			root = e.X
		case *ast.StarExpr:
			root = e.X
		case *ast.Ident:
			if o := c.objectOf(e); o != nil {
				return sizeRef{obj: o, idx: types.ExprString(x) + "[" + index + "]"}, true
			}
			return sizeRef{}, false
		default:
			return sizeRef{}, false
		}
	}
}

// isIntSlice reports whether t is a slice or array of integers (an
// array's shape, its strides, a table of counts).
func isIntSlice(t types.Type) bool {
	if t == nil {
		return false
	}
	var elem types.Type
	switch u := t.Underlying().(type) {
	case *types.Slice:
		elem = u.Elem()
	case *types.Array:
		elem = u.Elem()
	default:
		return false
	}
	b, ok := elem.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0
}

// calleeIdent returns the identifier naming a call's function (f in
// f(x), F in pkg.F(x) or x.F(y)), or nil.
func calleeIdent(fun ast.Expr) *ast.Ident {
	switch f := ast.Unparen(fun).(type) {
	case *ast.Ident:
		return f
	case *ast.SelectorExpr:
		return f.Sel
	}
	return nil
}

// isValueSlice reports whether t is []py.Value, an argument list.
func isValueSlice(t types.Type) bool {
	s, ok := t.(*types.Slice)
	if !ok {
		return false
	}
	named, ok := s.Elem().(*types.Named)
	return ok && named.Obj().Name() == "Value" && named.Obj().Pkg() != nil && named.Obj().Pkg().Path() == threadPkg
}

// objectOf returns the variable or function id names, or nil.
func (c *checker) objectOf(id *ast.Ident) types.Object {
	o := c.pass.TypesInfo.Uses[id]
	if o == nil {
		o = c.pass.TypesInfo.Defs[id]
	}
	switch o.(type) {
	case *types.Var, *types.Func:
		return o
	}
	return nil
}

// isThread reports whether t is py.Thread or a pointer to it.
func isThread(t types.Type) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	named, ok := t.(*types.Named)
	return ok && named.Obj().Name() == "Thread" && named.Obj().Pkg() != nil && named.Obj().Pkg().Path() == threadPkg
}

// collectAssigns maps each local variable of fd to the expressions
// assigned to it (for a multi-value assignment, the call).
func (c *checker) collectAssigns(fd *ast.FuncDecl) map[types.Object][]ast.Expr {
	m := map[types.Object][]ast.Expr{}
	add := func(lhs ast.Expr, rhs ast.Expr) {
		id := identOf(lhs)
		if id == nil || rhs == nil {
			return
		}
		o := c.pass.TypesInfo.Defs[id]
		if o == nil {
			o = c.pass.TypesInfo.Uses[id]
		}
		if v, ok := o.(*types.Var); ok && !v.IsField() {
			m[v] = append(m[v], rhs)
		}
	}
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for i, l := range n.Lhs {
				if len(n.Rhs) == len(n.Lhs) {
					add(l, n.Rhs[i])
				} else if len(n.Rhs) == 1 {
					add(l, n.Rhs[0])
				}
			}
		case *ast.ValueSpec:
			for i, name := range n.Names {
				if len(n.Values) == len(n.Names) {
					add(name, n.Values[i])
				} else if len(n.Values) == 1 {
					add(name, n.Values[0])
				}
			}
		case *ast.RangeStmt:
			add(n.Key, n.X)
			if isIntSlice(c.pass.TypesInfo.TypeOf(n.X)) {
				// for _, d := range a.shape: d is one element.
				add(n.Value, &ast.IndexExpr{X: n.X, Index: ast.NewIdent("*")})
			} else {
				add(n.Value, n.X)
			}
		case *ast.IncDecStmt:
			// n++ keeps n's sources.
		}
		return true
	})
	return m
}

// before returns the checks of the statements of list preceding child.
func (c *checker) before(list []ast.Stmt, child ast.Node) []*ast.CallExpr {
	var calls []*ast.CallExpr
	for _, s := range list {
		if s == child {
			break
		}
		calls = append(calls, c.stmtChecks(s)...)
	}
	return calls
}

// stmtChecks returns the checks s performs unconditionally.
func (c *checker) stmtChecks(s ast.Stmt) []*ast.CallExpr {
	var calls []*ast.CallExpr
	switch s := s.(type) {
	case nil:
	case *ast.ExprStmt:
		calls = c.exprChecks(s.X)
	case *ast.AssignStmt:
		for _, e := range s.Rhs {
			calls = append(calls, c.exprChecks(e)...)
		}
	case *ast.DeclStmt:
		ast.Inspect(s, func(n ast.Node) bool {
			if e, ok := n.(ast.Expr); ok {
				calls = append(calls, c.exprChecks(e)...)
				return false
			}
			return true
		})
	case *ast.IfStmt:
		calls = append(c.stmtChecks(s.Init), c.exprChecks(s.Cond)...)
	case *ast.SwitchStmt:
		calls = append(c.stmtChecks(s.Init), c.exprChecks(s.Tag)...)
	case *ast.ReturnStmt:
		for _, e := range s.Results {
			calls = append(calls, c.exprChecks(e)...)
		}
	case *ast.LabeledStmt:
		calls = c.stmtChecks(s.Stmt)
	case *ast.BlockStmt:
		for _, st := range s.List {
			calls = append(calls, c.stmtChecks(st)...)
		}
	}
	return calls
}

// exprChecks returns the checks evaluating e calls (closures do not
// count: they may never be called).
func (c *checker) exprChecks(e ast.Expr) []*ast.CallExpr {
	if e == nil {
		return nil
	}
	var calls []*ast.CallExpr
	ast.Inspect(e, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.CallExpr:
			if c.isCheckCall(n) {
				calls = append(calls, n)
				return false
			}
		}
		return true
	})
	return calls
}

// isCheckCall reports whether call is a memory budget check.
func (c *checker) isCheckCall(call *ast.CallExpr) bool {
	fn := c.callee(call)
	if fn == nil {
		return false
	}
	if recv := fn.Signature().Recv(); recv != nil && fn.Pkg() != nil && fn.Pkg().Path() == threadPkg && (fn.Name() == "Alloc" || fn.Name() == "CheckAlloc") {
		rt := recv.Type()
		if p, ok := rt.(*types.Pointer); ok {
			rt = p.Elem()
		}
		if named, ok := rt.(*types.Named); ok && named.Obj().Name() == "Thread" {
			return len(call.Args) == 1 && !c.isConst(call.Args[0])
		}
	}
	if c.checks[fn] {
		return true
	}
	if fn.Pkg() != c.pass.Pkg && c.pass.ImportObjectFact(fn, new(IsCheck)) {
		return true
	}
	return false
}

// loadBaseline reads accepted findings: lines "pkg<TAB>func<TAB>text",
// '#' comments; a repeated line accepts that many sites.
func loadBaseline(path string) (map[string]int, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("chargecheck: %w", err)
	}
	m := map[string]int{}
	for _, line := range strings.Split(string(b), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		m[line]++
	}
	return m, nil
}
