package numpy_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/kraitpy/krait/policy"
	"github.com/kraitpy/krait/stdlib/internal/stdlibtest"
)

// The element converters (Array.offsets and offsetsOf, Float64s, Int64s, Module.Objects
// and the printer's shownOffsets) copy an array the program already
// holds: 8 bytes an element whatever the array's own size, so 8 times a
// bool array's buffer, and without bound for a broadcast view, whose
// buffer is one element. They charge the copy before making it; these
// tests run every function that calls one with arrays whose copies need
// eight budgets.

// converterPrelude makes the arrays the cases use, costing one element
// each: broadcast views of N float64 ones (f), bool Trues (b), int64
// zeros (z), bool Falses (m, a mask selecting nothing) and strs (s).
const converterPrelude = `import numpy as np
import pandas as pd
f = np.broadcast_to(np.ones(1), (N,))
b = np.broadcast_to(np.ones(1, dtype=bool), (N,))
z = np.broadcast_to(np.zeros(1, dtype=np.int64), (N,))
m = np.broadcast_to(np.zeros(1, dtype=bool), (N,))
s = np.broadcast_to(np.array(['number']), (N,))
`

// converterCases covers each Go function that calls a converter
// (converterCallers finds them; the key is the function and, for a
// closure in a table, its Python name). expr must print something small
// with N = small and must, with the N at which the converters' copies
// (unit bytes per element of N) need eight budgets, end in a
// MemoryLimitError before the copies are made. real cases read a real
// bool array (setup b = np.ones(N, dtype=bool), three quarters of the
// budget) instead of a view: the copy is 8 times it.
var converterCases = []struct {
	caller, setup, expr string
	small               int64
	unit                int64
	real                bool
}{
	{caller: "numpy.addChar/add", expr: "np.char.add(s, s).size", unit: 16},
	{caller: "numpy.addPoly/poly", expr: "np.poly(z).size", unit: 8},
	{caller: "numpy.addPoly/polyint", expr: "np.polyint(f).size", unit: 8},
	{caller: "numpy.addSmallFuncs/unwrap", expr: "np.unwrap(f).size", unit: 8},
	{caller: "numpy.array2string", expr: "len(np.array2string(b, threshold=N + 1))", unit: 8},
	{caller: "numpy.array2string", expr: "len(np.array2string(b, threshold=1, edgeitems=N // 2 - 1))", unit: 8},
	{caller: "numpy.averageFn", setup: "w = np.broadcast_to(np.ones((1, 1)), (2, N))", expr: "np.average(np.zeros((2, 1)), axis=0, weights=w[:, :1]).size + np.average(f, weights=f).size", unit: 8},
	{caller: "numpy.bincountFn", expr: "np.bincount(b, weights=f).size", unit: 16},
	{caller: "numpy.bincountFn", expr: "np.bincount(b).size", unit: 8, real: true},
	{caller: "numpy.callElements", expr: "np.vectorize(lambda x: 0)(b).size", unit: 8},
	{caller: "numpy.chooseFn", expr: "np.choose(z, [f, f]).size", unit: 24},
	{caller: "numpy.convolveFn", expr: "np.convolve(f, f[:3]).size", unit: 16},
	{caller: "numpy.convolveFn", expr: "np.convolve(b, b[:3]).size", unit: 32, real: true},
	{caller: "numpy.covFn", expr: "np.cov(f, fweights=f).size", unit: 8},
	{caller: "numpy.deleteFn", expr: "np.delete(np.zeros(3), z).size", unit: 8},
	{caller: "numpy.digitizeFn", expr: "np.digitize(np.zeros(3), f).size", unit: 8},
	{caller: "numpy.fillDiagonalFn", expr: "np.fill_diagonal(np.zeros((3, 3)), f)", unit: 8},
	{caller: "numpy.gradientFn", expr: "np.gradient(np.zeros(N), f).size", unit: 8, small: 3},
	{caller: "numpy.histogramFn", expr: "np.histogram(f, bins=2, weights=f)[0].size", unit: 16},
	{caller: "numpy.histogramFn", expr: "np.histogram(np.zeros(3), bins=f)[0].size", unit: 8},
	{caller: "numpy.insertFn", expr: "np.insert(np.zeros(3), z, 1.0).size", unit: 8},
	{caller: "numpy.interpFn", expr: "np.interp(0.5, f, f).size", unit: 16},
	{caller: "numpy.iscloseFn", expr: "np.isclose(b, b).size", unit: 16, real: true},
	{caller: "numpy.isinFn", expr: "np.isin(b, [True]).size", unit: 8, real: true},
	{caller: "numpy.isinObjects", expr: "np.isin(b, np.array([None], dtype=object)).size", unit: 8},
	{caller: "numpy.ldexpFn", expr: "np.ldexp(f, z).size", unit: 16},
	{caller: "numpy.lexsortFn", expr: "np.lexsort((f,)).size", unit: 8},
	{caller: "numpy.linRank", expr: "np.linalg.matrix_rank(b)", unit: 8, real: true},
	{caller: "numpy.makeNditer", expr: "sum(1 for _ in np.nditer([b, b]))", unit: 16},
	{caller: "numpy.makePoly1d", expr: "np.poly1d(f).order", unit: 8},
	{caller: "numpy.maskOffsets", expr: "f[m].size", unit: 8},
	{caller: "numpy.maskSet", setup: "x = np.zeros(N, dtype=bool)", expr: "x.__setitem__(b, b) or x.size", unit: 16},
	{caller: "numpy.ndenumerateFn", expr: "sum(1 for _ in np.ndenumerate(b))", unit: 8},
	{caller: "numpy.padFn", expr: "np.pad(np.zeros(2), z).size", unit: 8, small: 2},
	{caller: "numpy.partitionFn", expr: "np.partition(np.zeros(3), z).size", unit: 8},
	{caller: "numpy.polyder", expr: "np.polyder(f).size", unit: 8},
	{caller: "numpy.polyfitFn", expr: "np.polyfit(f + 0, f, 1).size", unit: 8},
	{caller: "numpy.polyval", expr: "np.polyval(f, 2.0)", unit: 8},
	{caller: "numpy.putAlongAxisFn", expr: "np.put_along_axis(np.zeros(3), z, 1.0, 0)", unit: 16},
	{caller: "numpy.putFn", expr: "np.put(np.zeros(3), z, 1.0)", unit: 8},
	{caller: "numpy.quantileCore", expr: "np.quantile(np.zeros(3), f / 2).size", unit: 8},
	{caller: "numpy.quantileFn", expr: "np.quantile(np.zeros(3), b).size", unit: 8, real: true},
	{caller: "numpy.repeatArray", expr: "np.repeat(np.zeros(N), z).size", unit: 8},
	{caller: "numpy.resizeFn", expr: "np.resize(b, 3).size", unit: 8, real: true},
	{caller: "numpy.rootsFn", expr: "np.roots(b).size", unit: 8, real: true},
	{caller: "numpy.searchsorted", expr: "np.searchsorted(b, True)", unit: 8, real: true},
	{caller: "numpy.searchsortedFn", expr: "np.searchsorted(np.zeros(3), 0.5, sorter=z[:3] if N < 5 else z)", unit: 8},
	{caller: "numpy.selectFn", expr: "np.select([b], [b]).size", unit: 16, real: true},
	{caller: "numpy.splitPoints", expr: "len(np.split(np.zeros(3), z))", unit: 16},
	{caller: "numpy.trapzFn", expr: "np.trapz(np.zeros(N), f)", unit: 8},
	{caller: "numpy.ufuncAt", expr: "np.add.at(np.zeros(3), z, f)", unit: 16},
	{caller: "numpy.ufuncReduceat", expr: "np.add.reduceat(np.zeros(3), z).size", unit: 8},
	{caller: "numpy.ufuncWhere", expr: "np.logical_not(b, where=b).size", unit: 8, real: true},
	{caller: "numpy.uniqueFn", expr: "np.unique(b).size", unit: 8, real: true},
	{caller: "numpy.vanderFn", expr: "np.vander(b, 1).size", unit: 8, real: true},
	{caller: "numpy.whereFn", expr: "np.where(b, b, b).size", unit: 24, real: true},
	{caller: "random.choice", setup: "p = np.broadcast_to(np.array([1 / N]), (N,))", expr: "np.random.default_rng(0).choice(N, 2, p=p).size", unit: 8},
	{caller: "random.dirichlet", expr: "np.random.default_rng(0).dirichlet(f).size", unit: 8},
	{caller: "random.floatParam", expr: "np.random.default_rng(0).normal(f).size", unit: 8},
	{caller: "random.multinomial", setup: "p = np.broadcast_to(np.array([1 / N]), (N,))", expr: "np.random.default_rng(0).multinomial(1, p).size", unit: 8},
	{caller: "pandas.fromArray", expr: "pd.Series(f).size", unit: 8},
	{caller: "pandas.listItems", expr: "pd.DataFrame({'a': [1]}).select_dtypes(include=s).shape[1]", unit: 96},
	{caller: "pandas.samplePositions", expr: "pd.DataFrame({'a': [1]}).sample(n=N, replace=True, weights=[1.0]).shape[0]", unit: 24},
	{caller: "pandas.valueColumn", setup: "df = pd.DataFrame(index=range(N))", expr: "df.__setitem__('x', f[:, None]) or df.shape[0]", unit: 8},
}

// TestConvertersAreCharged runs each case with its small N under the
// default limits (it works) and with its big N under a 32 MiB budget,
// where it must end in a MemoryLimitError with the Go heap, sampled
// during the run, under three budgets plus 64 MiB (an uncharged copy
// reaches eight budgets): stdlibtest.CheckCharged.
func TestConvertersAreCharged(t *testing.T) {
	if testing.Short() {
		t.Skip("runs three programs a case, some over arrays of 24 million elements")
	}
	const budget = 32 << 20
	for _, c := range converterCases {
		t.Run(c.caller+" "+c.expr, func(t *testing.T) {
			small, big := c.small, 8*budget/c.unit
			if small == 0 {
				small = 4
			}
			if c.real {
				big = 3 * budget / 4
			}
			stdlibtest.CheckCharged(t, stdlibtest.ChargedCall{
				Input: func(n int64) string {
					src := stdlibtest.Prelude(n, converterPrelude)
					if c.real {
						src += "b = np.ones(N, dtype=bool)\n"
					}
					return src + c.setup + "\n"
				},
				Expr:    c.expr,
				Small:   small,
				Big:     int64(big),
				Imports: []string{"numpy.*", "pandas"},
			}, budget)
		})
	}
}

// runExecutor runs code in a fresh executor with numpy and pandas
// importable under lim and returns what it printed.
func runExecutor(t *testing.T, code string, lim policy.Limits) (string, error) {
	t.Helper()
	return stdlibtest.RunExecutor(t, code, lim, "numpy.*", "pandas")
}

// converterNames are the converters: a call of one of these names in
// numpy, np.random or pandas (sort.Float64s aside) is a converter call.
var converterNames = map[string]bool{"offsets": true, "offsetsOf": true, "Float64s": true, "Int64s": true, "Objects": true, "shownOffsets": true}

// converterCallers returns the Go functions of numpy, np.random and
// pandas that call a converter, named package.Function, with the
// Python name for a closure that is a value of a string-keyed table.
func converterCallers(t *testing.T) []string {
	set := map[string]bool{}
	for _, dir := range []string{".", "random", "../pandas"} {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		pkg := filepath.Base(dir)
		if dir == "." {
			pkg = "numpy"
		}
		for _, path := range files {
			if strings.HasSuffix(path, "_test.go") {
				continue
			}
			fs := token.NewFileSet()
			file, err := parser.ParseFile(fs, path, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range file.Decls {
				fd, ok := d.(*ast.FuncDecl)
				if !ok || fd.Body == nil || converterNames[fd.Name.Name] {
					continue
				}
				findConverterCalls(fd.Body, pkg+"."+fd.Name.Name, "", set)
			}
		}
	}
	out := make([]string, 0, len(set))
	for k := range set {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// findConverterCalls adds to set the callers of converters in n (id,
// with /key inside a table entry or an index assignment keyed key).
func findConverterCalls(n ast.Node, id, key string, set map[string]bool) {
	ast.Inspect(n, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.KeyValueExpr:
			if k, ok := stringLit(x.Key); ok {
				findConverterCalls(x.Value, id, k, set)
				return false
			}
		case *ast.AssignStmt:
			if len(x.Lhs) == 1 && len(x.Rhs) == 1 {
				if ix, ok := x.Lhs[0].(*ast.IndexExpr); ok {
					if k, ok := stringLit(ix.Index); ok {
						findConverterCalls(x.Rhs[0], id, k, set)
						return false
					}
				}
			}
		case *ast.CallExpr:
			name := ""
			switch f := x.Fun.(type) {
			case *ast.SelectorExpr:
				if p, ok := f.X.(*ast.Ident); !ok || p.Name != "sort" {
					name = f.Sel.Name
				}
			case *ast.Ident:
				name = f.Name
			}
			if converterNames[name] {
				if key != "" {
					set[id+"/"+key] = true
				} else {
					set[id] = true
				}
			}
		}
		return true
	})
}

// stringLit returns the value of a string literal.
func stringLit(e ast.Expr) (string, bool) {
	b, ok := e.(*ast.BasicLit)
	if !ok || b.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(b.Value)
	return s, err == nil
}

// TestConverterCallersHaveCases: every function that calls a converter
// has a case in converterCases, and every case names a caller that
// exists, so a new caller is exercised with big arrays once it is added.
func TestConverterCallersHaveCases(t *testing.T) {
	callers := converterCallers(t)
	if len(callers) < 40 {
		t.Fatalf("found %d converter callers: the scan is broken", len(callers))
	}
	covered := map[string]bool{}
	for _, c := range converterCases {
		covered[c.caller] = true
	}
	exists := map[string]bool{}
	for _, id := range callers {
		exists[id] = true
		if !covered[id] {
			t.Errorf("%s calls an element converter but has no case in converterCases", id)
		}
	}
	for id := range covered {
		if !exists[id] {
			t.Errorf("converterCases names %s, which calls no converter", id)
		}
	}
}
