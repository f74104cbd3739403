package difftest

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// This file generates numpy programs for the numpy differential
// (Config.Numpy): small arrays of random dtype and shape, then random
// element-wise arithmetic, comparisons, ufuncs, reductions with axes,
// indexing and assignment, shape functions, sorting and printing, each
// guarded so that errors compare by type and message. They run in krait
// with numpy authorized and in the numpy oracle (a python3 with numpy).

// numpyHeader starts every numpy program.
const numpyHeader = "import numpy as np\n"

// GenerateNumpy returns program index of seed for the numpy differential.
func GenerateNumpy(seed uint64, index int) string {
	g := &gen{rng: rand.New(rand.NewPCG(seed^0x6e756d7079, uint64(index)))}
	g.b.WriteString(numpyHeader)
	n := &npGen{gen: g}
	n.arrays()
	for k := 3 + g.intn(6); k > 0; k-- {
		g.guarded(n.snippet)
	}
	return g.b.String()
}

// npGen writes numpy snippets over the arrays a, b, c (and m, a matrix).
type npGen struct {
	*gen
}

// literal returns a numpy array literal of one of the dtypes.
func (n *npGen) literal(size int) string {
	var items []string
	kind := n.intn(5)
	for i := 0; i < size; i++ {
		switch kind {
		case 0:
			items = append(items, fmt.Sprint(n.intn(21)-10))
		case 1:
			items = append(items, n.pick("0.5", "-1.25", "3.0", "0.1", "2.75", "-0.3", "100.0", "1e-05", "7.5", "0.0"))
		case 2:
			items = append(items, n.pick("True", "False"))
		case 3:
			items = append(items, n.pick("1", "2.5", "-3", "0.25", "4"))
		default:
			items = append(items, fmt.Sprint(n.intn(5)))
		}
	}
	return "[" + strings.Join(items, ", ") + "]"
}

// arrays defines a and b (1-d, same length), c (a scalar) and m (2-d).
func (n *npGen) arrays() {
	size := 2 + n.intn(5)
	n.line("a = np.array(%s)", n.literal(size))
	n.line("b = np.array(%s)", n.literal(size))
	n.line("c = %s", n.pick("2", "0.5", "-1", "3.0", "True", "np.float64(1.5)", "np.int64(4)", "0"))
	r, k := 2+n.intn(3), 2+n.intn(3)
	n.line("m = np.arange(%d).reshape(%d, %d) %s %s", r*k, r, k, n.pick("*", "-", "/", "%", "+"), n.pick("1", "2", "0.5", "3"))
}

// arr picks one of the array operands.
func (n *npGen) arr() string { return n.pick("a", "b", "m", "a", "b") }

// operand picks an array or the scalar.
func (n *npGen) operand() string {
	return n.pick("a", "b", "c", "m", "a[1:]", "b[::-1]", "m[0]", "m.T")
}

// snippet writes one random numpy demonstration (half of them from
// more, in numpy_more.go).
func (n *npGen) snippet() {
	if n.chance(2) {
		n.more()
		return
	}
	switch n.intn(24) {
	case 0:
		n.line("print(%s %s %s)", n.operand(), n.pick("+", "-", "*", "/", "//", "%", "**"), n.operand())
	case 1:
		n.line("print(%s %s %s)", n.operand(), n.pick("<", "<=", ">", ">=", "==", "!="), n.operand())
	case 2:
		// Float ufuncs of bool arrays compute in float16 in numpy, a
		// dtype krait lacks (docs/stdlib.md): they get int and float
		// operands here; the other ufuncs get any.
		if n.chance(2) {
			n.line("print(np.%s(%s))", n.pick("sqrt", "floor", "ceil", "rint", "trunc", "exp", "log1p", "cbrt"), n.pick("m", "a.astype(float)", "b * 1", "m.T"))
		} else {
			n.line("print(np.%s(%s))", n.pick("abs", "sign", "square", "negative", "isnan", "isfinite", "logical_not", "positive"), n.arr())
		}
	case 3:
		n.line("print(%s.%s(%s))", n.arr(), n.pick("sum", "mean", "min", "max", "prod", "std", "var", "argmin", "argmax", "any", "all", "cumsum", "ptp"), n.pick("", "axis=0", "axis=-1", "keepdims=True"))
	case 4:
		if n.chance(2) {
			n.line("print(np.%s(%s, %s))", n.pick("hypot", "arctan2", "copysign"), n.pick("m", "a * 1", "c * 1.0"), n.pick("m.T", "b * 1", "2"))
		} else {
			n.line("print(np.%s(%s, %s))", n.pick("maximum", "minimum", "fmax", "fmod", "remainder", "power", "logical_and", "logical_xor", "floor_divide"), n.operand(), n.operand())
		}
	case 5:
		n.line("print(%s[%s])", n.arr(), n.pick("0", "-1", "1:3", "::2", "::-1", "[0, -1]", "a > 0", "...", "None", "1, 0", ":, 1", "[True, False] * 0", "np.array([], dtype=int)"))
	case 6:
		x := n.fresh("x")
		n.line("%s = %s.copy()", x, n.arr())
		n.line("%s[%s] = %s", x, n.pick("0", "-1", "1:3", "::2", "...", x+" > 0", "[0, 1]"), n.pick("0", "1.5", "-2", "True", "[7]", "np.array([1, 2])"))
		n.line("print(%s, %s.dtype)", x, x)
	case 7:
		n.line("print(np.%s(%s))", n.pick("sort", "argsort", "unique", "cumprod", "diff", "flip", "ravel", "transpose", "nonzero", "argwhere", "count_nonzero", "median", "sort_complex"), n.arr())
	case 8:
		n.line("print(%s.reshape(%s))", n.pick("m", "np.arange(12)"), n.pick("-1", "(2, -1)", "(3, 4)", "(4, 3)", "(2, 2, 3)", "(5, -1)"))
	case 9:
		n.line("print(np.%s([%s, %s]%s))", n.pick("concatenate", "stack", "vstack", "hstack", "column_stack"), n.arr(), n.arr(), n.pick("", ", axis=0", ", axis=1", ", axis=-1"))
	case 10:
		n.line("print(repr(%s), %s.dtype, %s.shape)", n.operand(), n.arr(), n.arr())
	case 11:
		n.line("print(np.where(%s > %s, %s, %s))", n.arr(), n.pick("0", "1", "c", "0.5"), n.operand(), n.operand())
	case 12:
		n.line("print(%s @ %s)", n.pick("a", "m", "m.T", "b"), n.pick("b", "m", "m.T", "a"))
	case 14:
		n.line("print(%s %s %s)", n.pick("np.float64(2.5)", "np.int64(3)", "np.bool_(True)", "a[0]", "m[0, 0]", "a.sum()", "m.mean()"), n.pick("+", "-", "*", "/", "//", "%", "**", "<", "=="), n.pick("2", "0.5", "-3", "a[-1]", "True", "np.float64(0.0)", "0"))
	case 15:
		n.line("print(np.round(%s, %s), np.around(%s * 1.37, %s))", n.arr(), n.pick("0", "1", "2", "-1"), n.arr(), n.pick("0", "2", "3"))
	case 16:
		n.line("print(np.clip(%s, %s, %s))", n.arr(), n.pick("0", "-1", "None", "1.5"), n.pick("2", "5", "None", "3.5"))
	case 17:
		x := n.fresh("x")
		n.line("%s = %s.astype(%s)", x, n.arr(), n.pick("float", "int"))
		n.line("%s %s= %s", x, n.pick("+", "-", "*", "/", "//"), n.pick("2", "1.5", "a", "b[::-1]", "True"))
		n.line("print(%s, %s.dtype)", x, x)
	case 18:
		n.line("print(np.unique(%s, return_counts=True), np.unique(%s, return_index=True))", n.arr(), n.arr())
	case 19:
		n.line("print(%s.sum(axis=%s), %s.std(ddof=%s), %s.var(axis=%s))", "m", n.pick("0", "1", "(0, 1)", "None", "-1"), n.arr(), n.pick("0", "1"), "m", n.pick("0", "1", "None"))
	case 20:
		n.line("print(np.sort(m, axis=%s), np.argsort(m, axis=%s), np.cumsum(m, axis=%s))", n.pick("0", "1", "None", "-1"), n.pick("0", "1", "-1"), n.pick("0", "1", "None"))
	case 21:
		n.line("print(%s * %s, %s.dtype)", n.pick("a", "m"), n.pick("1e-5", "1e9", "1/3", "-0.001", "123456.789", "np.nan", "np.inf"), n.pick("a", "m"))
	case 22:
		n.line("print(np.array(%s), np.array([%s]).dtype)", n.pick("[1, 2.5]", "[True, 2]", "[[1, 2], [3, 4]]", "[1j, 2]", "['x', 'yy']", "[]", "[[1], [2]]", "(1, 2, 3)"), n.pick("1, 2", "1.5", "True, False", "'a', 'b'", "1, 'a'", "None"))
	default:
		n.line("print(%s.astype(%s))", n.arr(), n.pick("int", "float", "bool", "complex", "str", "object"))
	}
}
