package difftest

// This file holds the numpy differential's second half of snippets: the
// functions agent code calls beyond element-wise arithmetic (creation,
// shape manipulation, statistics, searching and counting, linear
// algebra, polynomials, printing options, scalar conversions, numpy's
// errors and the narrower dtypes), over the same arrays a, b, c and m.

// more writes one of the further snippets.
func (n *npGen) more() {
	switch n.intn(21) {
	case 0:
		n.line("print(np.%s)", n.pick(
			"linspace(0, 1, 5)", "linspace(-2, 3, 7, endpoint=False)", "arange(0, 2, 0.25)", "arange(10, 0, -3)",
			"eye(3, k=1)", "identity(2)", "full((2, 3), 7)", "full(3, 0.5)", "zeros((2, 2), dtype=int)",
			"ones_like(m)", "zeros_like(a)", "full_like(b, 2)", "empty((0, 3)).shape", "diag(a)", "diag(m)",
			"diag(m, k=1)", "tri(3)", "triu(m)", "tril(m, -1)", "logspace(0, 2, 3)", "geomspace(1, 8, 4)"))
	case 1:
		x, y := n.fresh("x"), n.fresh("y")
		n.line("%s, %s = np.meshgrid(%s, %s%s)", x, y, n.pick("a", "np.arange(3)"), n.pick("b", "np.arange(2)"), n.pick("", ", indexing='ij'"))
		n.line("print(%s, %s.shape, %s.sum())", x, y, y)
	case 2:
		n.line("print(%s)", n.pick(
			"np.squeeze(m[:1])", "np.expand_dims(a, 0).shape", "np.expand_dims(m, -1).shape", "np.swapaxes(m, 0, 1)",
			"m.flatten()", "m.ravel()[::2]", "a[np.newaxis, :].shape", "a[:, None] * b", "np.atleast_2d(a)",
			"np.tile(a, 2)", "np.tile(m, (2, 1))", "np.repeat(a, 2)", "np.repeat(m, 2, axis=1)",
			"np.flip(m, axis=0)", "np.roll(a, 1)", "np.roll(m, -1, axis=1)", "np.moveaxis(m, 0, -1).shape"))
	case 3:
		n.line("print(np.%s(%s, %s))", n.pick("split", "array_split"), n.pick("np.arange(6)", "np.arange(12).reshape(4, 3)", "a"), n.pick("2", "3", "[1, 2]", "[1]"))
	case 4:
		n.line("print(np.%s(%s, %s))", n.pick("percentile", "nanpercentile", "quantile"), n.pick("a", "b", "m", "np.array([1.0, np.nan, 3.0])"), n.pick("50", "[25, 75]", "0.5", "90", "[0, 100]"))
	case 5:
		n.line("print(np.%s(%s%s))", n.pick("median", "nanmean", "nansum", "nanmax", "nanmin", "nanstd", "average", "mean", "var"), n.pick("m", "a", "np.array([1.5, np.nan, -2.0, 4.0])"), n.pick("", ", axis=0", ", axis=1", ", axis=-1"))
	case 6:
		n.line("print(np.average(%s, weights=%s), np.ptp(m, axis=%s))", n.pick("a", "b"), n.pick("np.abs(a) + 1", "np.arange(len(b)) + 1", "b * 0 + 2"), n.pick("0", "1"))
	case 7:
		n.line("print(np.searchsorted(np.sort(%s), %s%s))", n.arr(), n.pick("0", "2.5", "[-1, 0, 1]", "a"), n.pick("", ", side='right'", ", side='left'"))
	case 8:
		n.line("print(np.bincount(%s%s), np.digitize(%s, %s))", n.pick("np.abs(a).astype(int)", "np.array([0, 1, 1, 3, 2, 1])", "np.arange(4)"), n.pick("", ", minlength=6"), n.arr(), n.pick("[0, 1, 2]", "[-1.5, 0.5, 3]", "np.array([1, 5])"))
	case 9:
		n.line("print(np.histogram(%s, bins=%s))", n.pick("a", "b", "m", "np.array([1, 2, 2, 3, 3, 3, 4])"), n.pick("3", "4", "[0, 1, 2, 5]", "'auto'", "2"))
	case 10:
		n.line("print(np.%s)", n.pick("cov(m)", "cov(a, b)", "corrcoef(m)", "cov(m, rowvar=False)", "corrcoef(a * 1.0 + np.arange(len(a)), np.arange(len(a)))"))
	case 11:
		n.line("print(np.polyval(np.polyfit(np.arange(%d), %s, %d), 2).round(6), np.polyval([1, -2, %s], %s))", 5+n.intn(3), n.pick("np.arange(5.0) ** 2", "np.arange(5.0) * 3 - 1"), 1+n.intn(2), n.pick("1", "0.5", "-3"), n.pick("a", "2", "m"))
	case 12:
		n.line("print(np.%s)", n.pick(
			"convolve(a, b)", "convolve(a, [1, 1], mode='same')", "convolve(a, b, mode='valid')",
			"outer(a, b)", "inner(a, b)", "dot(a, b)", "dot(m, m.T)", "cross([1, 2, 3], [4, 5, 6])",
			"cross(np.eye(3), [1.0, 2.0, 3.0])", "kron([1, 2], [1, 10])", "trapz(a)", "trapz(m, axis=0)",
			"gradient(a)", "gradient(m, axis=1)", "diff(m, axis=0)", "diff(a, n=2)", "ediff1d(a)"))
	case 13:
		n.line("print(np.round(np.linalg.%s, 6))", n.pick(
			"det(m[:2, :2] + np.eye(2))", "inv(np.array([[2.0, 1.0], [1.0, 3.0]]))", "solve([[3, 1], [1, 2]], [9, 8])",
			"norm(a)", "norm(m)", "norm(m, axis=1)", "norm(a, ord=1)", "norm(m, ord=np.inf)", "norm(m, 'fro')",
			"matrix_rank(m)", "eigvalsh([[2.0, 1.0], [1.0, 2.0]])", "eigh(np.array([[2.0, 0.0], [0.0, 1.0]]))[0]",
			"pinv(np.array([[1.0, 2.0], [3.0, 4.0]]))", "lstsq(np.vstack([np.arange(4.0), np.ones(4)]).T, np.array([1.0, 3.0, 5.0, 7.0]), rcond=None)[0]",
			"svd(np.array([[3.0, 0.0], [0.0, 2.0]]))[1]", "det(np.array([[1, 2], [2, 4]]))"))
	case 14:
		n.line("with np.printoptions(%s):", n.pick("precision=3", "suppress=True", "precision=2, suppress=True", "threshold=5", "linewidth=20"))
		n.in(func() { n.line("print(%s, np.arange(12) / 7)", n.pick("a / 3", "m / 7", "a * 1e-5", "b * 12345.678")) })
	case 15:
		x := n.fresh("x")
		n.line("%s = %s", x, n.pick("a.sum()", "m.mean()", "b.max()", "a[0]", "np.float64(2.5)", "m[1, 1]", "np.int64(7)", "a.std()"))
		n.line("print(f'{%s:.2f}', f'{%s}', float(%s), int(%s), %s.item(), type(%s.item()).__name__, round(%s, 1))", x, x, x, x, x, x, x)
	case 16:
		n.line("print(np.select([%s > 0, %s < 0], [%s, %s], default=%s))", "a", "a", n.pick("a", "1", "b"), n.pick("-a", "0", "b * 2"), n.pick("0", "99", "np.nan"))
	case 17:
		n.line("print(np.nonzero(%s), np.argwhere(%s), np.flatnonzero(%s))", n.pick("a", "m > 2", "b"), n.pick("m > 1", "a"), n.pick("a", "m"))
	case 18:
		n.line("print(%s)", n.pick(
			"a + np.arange(len(a) + 1)", "m @ np.ones(7)", "np.arange(10).reshape(3, 4)", "m[5, 0]", "a[len(a)]",
			"np.zeros((2, 3)) + np.zeros((3, 2))", "np.linalg.inv(np.zeros((2, 2)))", "np.concatenate([a, m])",
			"np.ones(3)[[0, 5]]", "np.array([1, 2]).reshape(-1, -1)", "int(a)", "np.linalg.solve(np.ones((2, 2)), [1, 2])"))
	case 19:
		// The narrower dtypes: conversion, promotion with every kind of
		// operand, printing, and the reductions whose result dtypes
		// krait's numpy matches (docs/stdlib.md lists the others).
		x := n.fresh("x")
		n.line("%s = %s.astype(np.%s)", x, n.arr(), n.pick("int8", "uint8", "int16", "uint16", "int32", "uint32", "float16", "float32"))
		n.line("print(repr(%s), repr(%s %s %s))", x, x, n.pick("+", "-", "*", "/", "//", "%", ">", "=="), n.pick("1", "300", "-1", "0.5", "1e10", "a", "b[::-1]", "np.float32(2)", "np.uint8(7)", "np.int16(-3)", x, "m[0, :1]"))
		y := n.fresh("y")
		n.line("%s = %s.astype(np.%s)", y, n.arr(), n.pick("int8", "int16", "int32", "float32", "uint8"))
		n.line("print(repr(%s.%s()), repr(np.%s(%s)), %s[0], repr(%s[:2]))", y, n.pick("max", "min", "argmax", "sum", "any"), n.pick("sqrt", "abs", "negative", "square", "floor"), y, y, y)
	default:
		n.line("with np.errstate(%s):", n.pick("divide='ignore'", "all='ignore'", "invalid='ignore', divide='ignore'"))
		n.in(func() {
			n.line("print(%s / %s, np.log(%s))", n.pick("a", "m", "1.0"), n.pick("0", "a * 0", "b - b"), n.pick("a", "m - 2", "np.zeros(2)"))
		})
	}
}
