package interp

import (
	"strconv"
	"strings"
	"weak"

	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/py"
)

// hasCleanup reports whether the body of a function has a try or with
// statement of its own (not one of a nested function or class).
func hasCleanup(fn ast.Node) bool {
	found := false
	var visit func(n ast.Node) bool
	visit = func(n ast.Node) bool {
		switch n.(type) {
		case *ast.Try, *ast.TryStar, *ast.With:
			found = true
			return false
		case *ast.FunctionDef, *ast.AsyncFunctionDef, *ast.Lambda, *ast.ClassDef:
			if n != fn {
				return true
			}
		}
		return ast.Children(n, visit)
	}
	visit(fn)
	return found
}

// noteFinalizable records a new generator whose body has cleanup code,
// weakly: a generator the program drops is collected as before.
func (in *Interp) noteFinalizable(g *Generator) {
	if len(in.finalizable) >= 2*in.finalizableKept+64 {
		kept := in.finalizable[:0]
		for _, p := range in.finalizable {
			if h := p.Value(); h != nil && h.state != genDone {
				kept = append(kept, p) //krait:alloc-ok reuses the slice's own memory: at most as many as before
			}
		}
		clear(in.finalizable[len(kept):])
		in.finalizable, in.finalizableKept = kept, len(kept)
	}
	in.finalizable = append(in.finalizable, weak.Make(g)) //krait:alloc-ok one weak pointer per generator, whose own memory newGenerator charged
}

// finalizeGenerators closes, oldest first, the suspended generators with
// cleanup code that pick selects, as CPython does when it collects them:
// their finally blocks, except GeneratorExit clauses and __exit__
// methods run. An exception one of them raises is reported on the
// program's stderr as CPython reports an exception it cannot raise
// ("Exception ignored in: ..."); a limit error ends the finalization and
// is returned.
func (in *Interp) finalizeGenerators(t *py.Thread, pick func(g *Generator) bool) error {
	gens := make([]*Generator, 0, len(in.finalizable)) //krait:alloc-ok one pointer per generator already charged
	for _, p := range in.finalizable {
		if g := p.Value(); g != nil && g.state == genSuspended && pick(g) {
			gens = append(gens, g)
		}
	}
	for _, g := range gens {
		if g.state != genSuspended {
			continue
		}
		err := g.close(t)
		if err == nil {
			continue
		}
		if endsRun(err) {
			return err
		}
		if err := in.reportUnraisable(t, g, err); err != nil {
			return err
		}
	}
	return nil
}

// reportUnraisable writes CPython's report of an exception raised where
// nothing can catch it (closing a generator when it is collected at
// exit): the object, the frames without their source lines (CPython no
// longer reads them then) and the last line, no chained exceptions.
func (in *Interp) reportUnraisable(t *py.Thread, g *Generator, err error) error {
	exc := asException(err)
	if exc == nil {
		return err
	}
	r, rerr := g.PyRepr(t)
	if rerr != nil {
		return rerr
	}
	var b strings.Builder
	b.WriteString("Exception ignored in: " + r + "\n")
	if entries := tbEntries(exc); len(entries) > 0 {
		b.WriteString("Traceback (most recent call last):\n")
		for _, e := range entries {
			b.WriteString("  File \"" + e.filename + "\", line " + strconv.Itoa(e.site.pos.Lineno) + ", in " + e.funcName + "\n")
		}
	}
	b.WriteString(exceptionLine(t, exc) + "\n")
	return t.WriteErr(b.String())
}

// Exit runs what CPython runs when the interpreter exits after the
// program: collecting the generators still suspended, which runs their
// cleanup code (finally blocks, with statements' __exit__), oldest first.
// A limit error is returned; exceptions are reported on stderr.
func (in *Interp) Exit(th *py.Thread) error {
	in.prepareThread(th)
	return in.finalizeGenerators(th, func(*Generator) bool { return true })
}
